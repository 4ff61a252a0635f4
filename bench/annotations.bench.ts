/**
 * ChartNotes cost (issue 15): the server image of a one-year daily chart with 500 drawings against the same chart
 * without, and the overlay's frame: chart-engine's painter turning 500 drawings into primitives from the
 * inspector layout (what the notes tool recomputes per pointer move, before React draws it), and the interactive
 * chart's ChartNotes layer: the same painter over a canvas frame's layout (what each zoom or pan frame adds).
 */
import { createAnnotationMapping, createDefaultChartSettings, parseInspectorText } from '@chartbench/core';
import {
  buildChartFrame,
  createSampleBars,
  paintAnnotations,
  paintFrameAnnotations,
  renderAnnotatedChart,
  renderChart,
  sampleAnnotations,
} from '@chartbench/chart-engine';

const RUNS = 21;
const WARMUP = 3;

function medianMs(work: () => unknown): number {
  for (let i = 0; i < WARMUP; i++) work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[RUNS >> 1] ?? 0;
}

/** Prints the ChartNotes table. */
export async function run(): Promise<void> {
  const bars = createSampleBars({ seed: 1, count: 504 });
  const settings = createDefaultChartSettings();
  const notes = sampleAnnotations(bars, 500, 250);
  const plain = medianMs(() => renderChart({ symbol: 'AAPL', settings, bars }));
  const drawn = medianMs(() => renderAnnotatedChart({ symbol: 'AAPL', settings, bars, annotations: notes }));
  const layout = parseInspectorText(renderChart({ symbol: 'AAPL', settings, bars }).inspectorText);
  const frame = medianMs(() => paintAnnotations(notes, createAnnotationMapping(layout)));
  const chartFrame = buildChartFrame({ symbol: 'AAPL', settings, bars, width: 900, height: 600 });
  const canvas = medianMs(() => paintFrameAnnotations(chartFrame, notes));
  console.table([
    { case: 'server image (SVG), 1-year daily chart, no drawings', ms: plain.toFixed(2) },
    { case: 'server image (SVG), same chart, 500 drawings', ms: drawn.toFixed(2) },
    { case: 'overlay frame: paint 500 drawings from the layout', ms: frame.toFixed(2) },
    { case: 'interactive chart frame: paint 500 drawings over it', ms: canvas.toFixed(2) },
  ]);
}
