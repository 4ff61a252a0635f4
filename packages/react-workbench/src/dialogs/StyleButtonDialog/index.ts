export { StyleButtonDialog } from './StyleButtonDialog';
export type { StyleButtonDialogProps, StyleButtonValues } from './StyleButtonDialog';
