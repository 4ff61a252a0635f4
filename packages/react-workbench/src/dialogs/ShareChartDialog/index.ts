export { ShareChartDialog } from './ShareChartDialog';
export type { ShareChartDialogProps } from './ShareChartDialog';
