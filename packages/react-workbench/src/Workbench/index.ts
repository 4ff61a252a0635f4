export { Workbench } from './Workbench';
export type { WorkbenchProps } from './Workbench';
