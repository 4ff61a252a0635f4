export { EditNameDialog } from './EditNameDialog';
export type { EditNameDialogProps } from './EditNameDialog';
