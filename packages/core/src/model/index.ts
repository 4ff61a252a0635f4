export type { Bars } from './bars';
export { createBars, barCount, sliceBars } from './bars';
export type {
  ChartSettings,
  IndicatorRow,
  OverlayRow,
  ComparisonSymbol,
  IndicatorPosition,
  VolumeMenuValue,
  LegendLevel,
  GridStyle,
  KagiUnit,
  RenkoUnit,
  BrickPriceField,
} from './chart-settings';
export {
  DEFAULT_CHART_SETTINGS,
  DEFAULT_SYMBOL,
  DEFAULT_PERFORMANCE_SYMBOL,
  createDefaultChartSettings,
  createIndicatorRow,
  createOverlayRow,
} from './chart-settings';
