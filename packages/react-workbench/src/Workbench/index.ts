export { Workbench } from './Workbench';
export type { WorkbenchProps } from './Workbench';
export type { HotkeyScope } from './useHotkeys';
