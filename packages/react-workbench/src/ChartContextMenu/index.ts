export { ChartContextMenu } from './ChartContextMenu';
export type { ChartContextMenuProps } from './ChartContextMenu';
