export { AddToChartListDialog } from './AddToChartListDialog';
export type { AddToChartListDialogProps, AddToChartListValues } from './AddToChartListDialog';
