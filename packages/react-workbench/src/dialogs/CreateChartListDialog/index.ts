export { CreateChartListDialog } from './CreateChartListDialog';
export type { CreateChartListDialogProps, CreateChartListValues } from './CreateChartListDialog';
