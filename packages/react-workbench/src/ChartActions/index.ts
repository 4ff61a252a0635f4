export { ChartActions } from './ChartActions';
export type { ChartActionsProps } from './ChartActions';
