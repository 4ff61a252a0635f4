export { SaveChartDialog } from './SaveChartDialog';
export type { SaveChartDialogProps, SaveChartValues } from './SaveChartDialog';
