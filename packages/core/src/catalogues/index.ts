export type { PeriodOption } from './periods';
export { PERIODS, DEFAULT_PERIOD_VALUE, findPeriod } from './periods';
export type { RangeKind, RangeOption } from './ranges';
export { RANGES, DEFAULT_RANGE_ID, DEFAULT_BAR_VALUE, DEFAULT_GAP_VALUE, findRange, findRangeByLength } from './ranges';
export type { ChartTypeGroup, ChartTypeOption, ChartEngineType } from './chart-types';
export { CHART_TYPES, DEFAULT_CHART_TYPE_VALUE, PERF_CHART_TYPE_VALUE, findChartType } from './chart-types';
