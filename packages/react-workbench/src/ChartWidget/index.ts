export { ChartWidget } from './ChartWidget';
export type { ChartWidgetProps } from './ChartWidget';
