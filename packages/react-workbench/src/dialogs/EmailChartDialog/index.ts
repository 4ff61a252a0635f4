export { EmailChartDialog } from './EmailChartDialog';
export type { EmailChartDialogProps } from './EmailChartDialog';
