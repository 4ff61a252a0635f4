/**
 * @chartbench/chart-engine: bars to SVG charts and inspector text, without a DOM. Runs unchanged in Node (the
 * server's chart images) and in the browser (ChartWidget, Storybook, offline mode).
 */
export { renderChart } from './render-chart';
export type { RenderChartInput, RenderChartOutput, ChartQuote, SymbolBars } from './types';
export { createSampleBars, SAMPLE_END_TIME } from './sample-bars';
export type { SampleBarsOptions } from './sample-bars';
export * from './indicators/index';
