export { ChartComments } from './ChartComments';
export type { ChartCommentsProps } from './ChartComments';
