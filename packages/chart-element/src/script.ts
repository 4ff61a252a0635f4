import { ChartbenchChartElement, defineChartElement } from './chart-element';

// The script tag's own address says where the reference server is: bars are fetched from the same origin.
const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src)
  ChartbenchChartElement.defaultSource = new URL(script.src).origin;
defineChartElement();
