import { ChartbenchChartElement, defineChartElement } from '../chart-element';
import { loadIndicators } from './load-indicators';
import { setAnnotationsChunkBase } from './saved-annotations-on-demand';

// The script tag's own address says where the reference server is: bars are fetched from the same origin, and
// indicators the script does not carry (and the ChartNotes reader) are loaded from the folder beside it (chartbench-chart/*.js).
const script = document.currentScript;
const scriptUrl = script instanceof HTMLScriptElement && script.src ? new URL(script.src) : undefined;
if (scriptUrl) ChartbenchChartElement.defaultSource = scriptUrl.origin;
const chunks = new URL('chartbench-chart/', scriptUrl ?? new URL('/embed/', location.href)).href;
ChartbenchChartElement.loadStudies = (ids) => loadIndicators(ids, chunks);
setAnnotationsChunkBase(chunks);
defineChartElement();
