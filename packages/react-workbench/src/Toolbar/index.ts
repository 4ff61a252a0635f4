export { Toolbar } from './Toolbar';
export type { ToolbarProps } from './Toolbar';
