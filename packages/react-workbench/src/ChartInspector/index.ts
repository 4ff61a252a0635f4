export { ChartInspector } from './ChartInspector';
export type { ChartInspectorProps } from './ChartInspector';
