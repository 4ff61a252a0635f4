/** One chart panel as the inspector sees it (inspector-format.md, `panel` record). */
export interface InspectorPanel {
  /** A token without whitespace, unique in the text (`price`, `volume`, `ind1`...). */
  id: string;
  /** Pixel row of `maxValue` (the top of the value scale). */
  maxY: number;
  /** Pixel row of `minValue`; greater than `maxY`. */
  minY: number;
  /** Value shown at `maxY` (below `minValue` for an inverted scale). */
  maxValue: number;
  /** Value shown at `minY`. */
  minValue: number;
  isLog: boolean;
  /** Holds the main price series: the quote box shows O, H, L, C, percent change and volume. */
  isPrice: boolean;
  /** Holds volume bars. */
  isVolume: boolean;
  /** The full-quote header is drawn above this panel. */
  hasFullQuote: boolean;
}

/** One bar: its pixel column, the moments it covers and its price data (inspector-format.md, `bar` record). */
export interface InspectorBar {
  /** Pixel column of the bar's centre. */
  barIndex: number;
  /** First moment covered: 8, 12 or 16 digits (YYYYMMDD, YYYYMMDDHHMM, YYYYMMDDHHMMSScc). */
  startId: string;
  /** Last moment covered, same length as `startId`. */
  endId: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  /** Close-to-close change in percent; NaN for the first bar. */
  percentChange: number;
}

/** Everything the inspector text carries (inspector-format.md). */
export interface InspectorData {
  width: number;
  height: number;
  /** Period code: D, W, M, Q, Y, an intraday letter J I H G F E, or minutes. */
  period: string;
  plotLeft: number;
  plotRight: number;
  plotTop: number;
  plotBottom: number;
  /** Top to bottom, at least one. */
  panels: InspectorPanel[];
  /** Left to right, at least one. */
  bars: InspectorBar[];
}
