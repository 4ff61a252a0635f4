export { ComingSoonDialog } from './ComingSoonDialog';
export type { ComingSoonDialogProps } from './ComingSoonDialog';
