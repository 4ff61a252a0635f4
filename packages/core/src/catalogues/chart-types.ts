/**
 * The chart-type catalogue (spec 1 §3.3). `value` is what settings, queries and XML store; `engineType` and
 * `engineArgs` tell the chart engine how to draw it; `isCandleBased` types honour solid/hollow candles.
 */
export type ChartTypeGroup = 'Standard' | 'Comparison' | 'Aggregated';

/** One chart type of the grouped chart-type menu. */
export interface ChartTypeOption {
  readonly value: string;
  readonly title: string;
  readonly group: ChartTypeGroup;
  /** How the engine draws the main series. */
  readonly engineType: ChartEngineType;
  /** Engine arguments, such as the line weight: 'thin' | 'normal' | 'thick' | ''. */
  readonly engineArgs: string;
  readonly isCandleBased: boolean;
  /** Marked new in the menu. */
  readonly isNew: boolean;
}

/** The drawing primitives of the engine's main series. */
export type ChartEngineType =
  | 'candle'
  | 'ohlc'
  | 'hlc'
  | 'performance'
  | 'line'
  | 'dashed'
  | 'dots'
  | 'area'
  | 'histogram'
  | 'elderImpulse'
  | 'equiVolume'
  | 'candleVolume'
  | 'armsCandleVolume'
  | 'invisible'
  | 'perfChart'
  | 'heikinAshi'
  | 'threeLineBreak'
  | 'kagi'
  | 'renko'
  | 'cumulative';

function type(
  value: string,
  title: string,
  engineType: ChartEngineType,
  engineArgs = '',
  extra: Partial<ChartTypeOption> = {},
): ChartTypeOption {
  return {
    value,
    title,
    group: 'Standard',
    engineType,
    engineArgs,
    isCandleBased: false,
    isNew: false,
    ...extra,
  };
}

/** Every chart type, in menu order, grouped. */
export const CHART_TYPES: readonly ChartTypeOption[] = [
  type('candle', 'Candlesticks', 'candle', '', { isCandleBased: true }),
  type('ohlc', 'OHLC Bars', 'ohlc', 'thin'),
  type('ohlcThick', 'OHLC Bars (thick)', 'ohlc', 'thick'),
  type('hlc', 'HLC Bars', 'hlc', 'thin'),
  type('hlcThick', 'HLC Bars (thick)', 'hlc', 'thick'),
  type('performance', 'Performance', 'performance'),
  type('line', 'Solid Line', 'line', 'thin'),
  type('lineThick', 'Solid Line (thick)', 'line', 'thick'),
  type('dashed', 'Dashed Line', 'dashed', 'thin'),
  type('dashedThick', 'Dashed Line (thick)', 'dashed', 'thick'),
  type('dots', 'Dots', 'dots'),
  type('area', 'Area', 'area'),
  type('histogram', 'Histogram', 'histogram'),
  type('elderImpulse', 'Elder Impulse System', 'elderImpulse'),
  type('equiVolume', 'EquiVolume', 'equiVolume'),
  type('candleVolume', 'CandleVolume', 'candleVolume', '', { isCandleBased: true }),
  type('armsCandleVolume', 'Arms CandleVolume', 'armsCandleVolume', '', { isCandleBased: true }),
  type('invisible', 'Invisible', 'invisible'),
  type('perfChart', 'PerfChart', 'perfChart', '', { group: 'Comparison', isNew: true }),
  type('heikinAshi', 'Heikin-Ashi', 'heikinAshi', '', { group: 'Aggregated', isCandleBased: true }),
  type('threeLineBreak', 'Three Line Break', 'threeLineBreak', '', { group: 'Aggregated' }),
  type('kagi', 'Kagi', 'kagi', '', { group: 'Aggregated' }),
  type('renko', 'Renko', 'renko', '', { group: 'Aggregated' }),
  type('cumulative', 'Cumulative', 'cumulative', '', { group: 'Aggregated' }),
];

/** The default chart type: OHLC Bars (thick) (spec 1 §3.3). */
export const DEFAULT_CHART_TYPE_VALUE = 'ohlcThick';

/** The comparison chart type that `compare` switches to. */
export const PERF_CHART_TYPE_VALUE = 'perfChart';

const CHART_TYPE_BY_VALUE = new Map(CHART_TYPES.map((t) => [t.value, t]));

/** Finds a chart type by its value. */
export function findChartType(value: string): ChartTypeOption | undefined {
  return CHART_TYPE_BY_VALUE.get(value);
}
