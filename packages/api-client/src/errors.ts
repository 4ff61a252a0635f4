/** Why a call failed. */
export type ApiErrorKind = 'network' | 'http' | 'refused' | 'shape' | 'loggedOut';

/**
 * A failed call: the server said success false, answered with the wrong shape or status, or could not be
 * reached. `call` names the client function; `serverMessage` is the server's own message when it gave one.
 */
export class ApiError extends Error {
  /** Creates the error for a call. */
  constructor(
    readonly call: string,
    readonly kind: ApiErrorKind,
    message: string,
    readonly serverMessage?: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${call}: ${message}`, options);
    this.name = 'ApiError';
  }
}
