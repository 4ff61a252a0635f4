export { ChartListLibrary } from './ChartListLibrary';
export type { ChartListLibraryProps } from './ChartListLibrary';
