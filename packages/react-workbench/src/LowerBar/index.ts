export { LowerBar } from './LowerBar';
export type { LowerBarProps } from './LowerBar';
