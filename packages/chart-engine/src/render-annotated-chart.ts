import { createAnnotationMapping } from '@chartbench/core';
import { paintAnnotations } from './chart/paint/paint-annotations';
import { drawChart } from './render-chart';
import type { AnnotatedChartInput, RenderChartOutput } from './types';

/**
 * Renders a chart as {@link renderChart} does, with a saved chart's ChartNotes (`annotations`) drawn over it on
 * the same bars and prices (spec 2 §4): what the server's chart images of saved charts and share links draw.
 * Without drawings it is the plain render. A module of its own so a plain render does not carry the painter.
 * @example renderAnnotatedChart({ symbol: 'AAPL', settings, bars, annotations: parseAnnotations(text).value })
 */
export function renderAnnotatedChart(input: AnnotatedChartInput): RenderChartOutput {
  const { annotations, ...chart } = input;
  if (!annotations?.drawings.length) return drawChart(chart);
  return drawChart(chart, (data) => paintAnnotations(annotations, createAnnotationMapping(data)));
}
