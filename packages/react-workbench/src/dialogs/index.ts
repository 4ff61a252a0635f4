export { SaveChartDialog } from './SaveChartDialog/index';
export type { SaveChartDialogProps, SaveChartValues } from './SaveChartDialog/index';
