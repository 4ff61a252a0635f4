export { ChartListMenu } from './ChartListMenu';
export type { LazyMenuItem, LazyMenuProps } from './LazyMenu';
export { LazyMenu } from './LazyMenu';
