import { createDefaultChartSettings, parseInspectorText, serializeAnnotations } from '@chartbench/core';
import { createSampleBars, renderChart, sampleAnnotations, svgDataUrl } from '@chartbench/chart-engine';

/** A real chart drawn by chart-engine, the layout of that same drawing, and one drawing of every tool: for stories. */
const bars = createSampleBars({ seed: 7, count: 400 });
const { svg, inspectorText } = renderChart({ symbol: 'AAPL', settings: createDefaultChartSettings(), bars });

/** The chart image as a data address. */
export const STORY_CHART_SRC = svgDataUrl(svg);
/** The chart's layout (inspector data). */
export const STORY_LAYOUT = parseInspectorText(inspectorText);
/** One drawing of every tool, on the chart's bars. */
export const STORY_DRAWINGS = sampleAnnotations(bars);
/** The same drawings as a saved chart stores them. */
export const STORY_DRAWINGS_TEXT = (() => {
  const text = serializeAnnotations(STORY_DRAWINGS);
  if (!text.ok) throw new Error('the sample drawings do not serialise');
  return text.value;
})();
