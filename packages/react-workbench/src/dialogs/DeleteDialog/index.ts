export { DeleteDialog } from './DeleteDialog';
export type { DeleteDialogProps } from './DeleteDialog';
