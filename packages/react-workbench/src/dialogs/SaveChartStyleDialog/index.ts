export { SaveChartStyleDialog } from './SaveChartStyleDialog';
export type { SaveChartStyleDialogProps, SaveChartStyleValues } from './SaveChartStyleDialog';
