export type { ChartQuery, ChartQueryInput } from './types';
export { readChartQuery, STRIPPED_QUERY_PARAMETERS, CHART_QUERY_ALIASES } from './read';
export { applyChartQuery, resolveDateRange, resolveLengthRange } from './apply';
export type { ChartImageQueryOptions, ShareLinkInput } from './build';
export {
  buildChartImageQuery,
  buildShareLink,
  savedChartStyleParameter,
  EmptyStyleParametersError,
} from './build';
export type { RecordChartCheck, RecordChartCandidate } from './record-load';
export { checkRecordChart } from './record-load';
export type { ElementChart } from './element-attributes';
export { readElementAttributes, MAX_ELEMENT_STUDIES } from './element-attributes';
