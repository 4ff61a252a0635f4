/** A chart whose settings ask for more than its pixel size can draw; the message says which size and bound. */
export class ChartBoundsError extends Error {
  /** Creates the error with its user-facing message. */
  constructor(message: string) {
    super(message);
    this.name = 'ChartBoundsError';
  }
}
