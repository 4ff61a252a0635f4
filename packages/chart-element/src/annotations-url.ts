/** The address of saved chart `recid`'s ChartNotes for `symbol` on the reference server. */
export function annotationsUrl(source: string, recid: number, symbol: string): string {
  const url = new URL('/c-sc/annotations', source);
  url.searchParams.set('a', String(recid));
  url.searchParams.set('s', symbol);
  return url.toString();
}
