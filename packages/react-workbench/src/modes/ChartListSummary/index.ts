export { ChartListSummary } from './ChartListSummary';
export type { ChartListSummaryProps } from './ChartListSummary';
export { SummaryTable } from './SummaryTable';
export type { SummaryTableProps } from './SummaryTable';
export { ViewAsMenu } from './ViewAsMenu';
export type { ViewAsMenuProps } from './ViewAsMenu';
