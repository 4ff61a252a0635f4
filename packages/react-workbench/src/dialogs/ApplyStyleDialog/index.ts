export { ApplyStyleDialog } from './ApplyStyleDialog';
export type { ApplyStyleDialogProps, ApplyStyleValues } from './ApplyStyleDialog';
