export { ModePanel } from './ModePanel';
export type { ModePanelProps } from './ModePanel';
