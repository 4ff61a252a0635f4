export { PreferencesDialog, PREFERENCES_SAVE_FAILED } from './PreferencesDialog';
export type { PreferencesDialogProps } from './PreferencesDialog';
