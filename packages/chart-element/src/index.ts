/**
 * @chartbench/chart-element: the interactive chart in the browser (canvas, crosshair, zoom, pan, keyboard) and
 * `<chartbench-chart>`, the custom element partners embed with one script tag.
 */
export { createInteractiveChart } from './interactive-chart';
export type { InteractiveChart, InteractiveChartEvents } from './interactive-chart';
export {
  ChartbenchChartElement,
  defineChartElement,
  CHART_ELEMENT_ATTRIBUTES,
  DEFAULT_ELEMENT_HEIGHT,
  savedChartId,
} from './chart-element';
export { createAnnotationLayer } from './annotation-layer';
export type { AnnotationLayer } from './annotation-layer';
export {
  annotationsUrl,
  annotationsFromReply,
  fetchAnnotations,
  AnnotationsRequestError,
} from './saved-annotations';
export { barsUrl, barsFromReply, fetchBars, BarsRequestError, ELEMENT_BAR_COUNT } from './bars-request';
