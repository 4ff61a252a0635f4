/** What the add to chart list dialog sends (spec 3 §2.14, §5). */
export interface AddToChartListRequest {
  readonly listNum: number;
  /** The new chart's name (one symbol); several symbols are each named by their symbol. */
  readonly name: string;
  /** The ChartStyle the new charts are drawn with. */
  readonly styleRecid: number;
  /** The symbols to add; absent or empty: the symbol being viewed. */
  readonly symbols?: readonly string[];
}

/** What the apply chart style to charts dialog sends (spec 1 §4.2; spec 3 §2.14, §8). */
export interface ApplyStyleToChartsRequest {
  readonly listNum: number;
  readonly styleRecid: number;
  /** Only these charts of the list (e.g. the rows selected in ChartList Summary); absent: every chart. */
  readonly recids?: readonly number[];
}
