// The chunk `chartbench-chart/annotations.js` the one script loads the first time a chart has a `chart` id:
// the ChartNotes reader (zod checks the document) and chart-engine's painter, kept out of the script's budget.
export { fetchAnnotations } from '../saved-annotations';
export { paintFrameAnnotations } from '@chartbench/chart-engine';
