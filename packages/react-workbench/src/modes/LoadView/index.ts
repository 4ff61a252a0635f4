export { LoadView } from './LoadView';
export type { LoadViewProps } from './LoadView';
