export { HistoricalData } from './HistoricalData';
export type { HistoricalDataProps } from './HistoricalData';
