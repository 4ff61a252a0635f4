export { CreatePriceAlertDialog } from './CreatePriceAlertDialog';
export type { CreatePriceAlertDialogProps } from './CreatePriceAlertDialog';
