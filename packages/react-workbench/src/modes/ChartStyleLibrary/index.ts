export { ChartStyleLibrary } from './ChartStyleLibrary';
export type { ChartStyleLibraryProps } from './ChartStyleLibrary';
