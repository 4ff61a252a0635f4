/** What the StyleButton dialog sends: the slot (0-11), the label without whitespace, the style and colour id. */
export interface StyleButtonRequest {
  readonly index: number;
  readonly label: string;
  readonly styleRecid: number;
  readonly color: string;
}
