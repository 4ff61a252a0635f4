/**
 * @chartbench/chart-engine: bars to SVG charts and inspector text, without a DOM. Runs unchanged in Node (the
 * server's chart images) and in the browser (ChartWidget, Storybook, offline mode).
 */
export { renderChart } from './render-chart';
export { ChartBoundsError } from './bounds-error';
export type { RenderChartInput, RenderChartOutput, ChartQuote, SymbolBars } from './types';
export { createSampleBars, SAMPLE_END_TIME } from './sample-bars';
export type { SampleBarsOptions } from './sample-bars';
export { renderPointAndFigure } from './pnf/render-pnf';
export type { RenderPointAndFigureInput } from './pnf/render-pnf';
export { pointAndFigure, defaultBoxSize } from './pnf/point-and-figure';
export type { PnfColumn } from './pnf/point-and-figure';
export { heikinAshi, cumulative, renko, kagi, threeLineBreak, perfChartLines, percentBars } from './transforms/index';
export type { KagiSeries, PerformanceLine } from './transforms/index';
export { decimateBars, decimateLine } from './layout/decimate';
export { renderSvg } from './render/svg';
export { escapeXml, removeNonXmlCharacters } from './util/escape';
export type { Scene, SceneNode, PaintStyle } from './scene/types';
export * from './indicators/index';
