/**
 * The partner embed: the CPU cost of the interactive chart's frames at 1k / 10k / 100k daily bars in Node: the first frame (checking the bars,
 * building the frame of the settings' range, drawing it onto a canvas context that does nothing) and a pan
 * frame (a view moved by a tenth), with the whole history in view too. Raster work in a browser comes on top.
 * The script's size, beside lightweight-charts and klinecharts, is printed by bundle-size.bench.ts.
 */
import { createDefaultChartSettings } from '@chartbench/core';
import {
  buildChartFrame,
  createSampleBars,
  drawScene,
  panView,
  validateChartFrameInput,
  type CanvasContextLike,
  type ChartView,
  type RenderChartInput,
} from '@chartbench/chart-engine';

const RUNS = 15;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;
}

/** A canvas context that accepts every call and draws nothing: the frame's own cost, without raster. */
function nullContext(): CanvasContextLike {
  const noop = () => {};
  return {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    lineCap: 'butt',
    font: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    moveTo: noop,
    lineTo: noop,
    closePath: noop,
    save: noop,
    restore: noop,
    setTransform: noop,
    beginPath: noop,
    rect: noop,
    clip: noop,
    fill: noop,
    stroke: noop,
    fillRect: noop,
    fillText: noop,
    setLineDash: noop,
  };
}

function timeFrames(input: RenderChartInput, view: ChartView | undefined, ctx: CanvasContextLike): number {
  const times: number[] = [];
  let current = view;
  for (let i = 0; i < RUNS + 3; i++) {
    if (current) current = panView(current, input.bars.close.length, i % 2 ? 25 : -25);
    const start = performance.now();
    drawScene(ctx, buildChartFrame(input, current).scene, { pixelRatio: 2 });
    if (i >= 3) times.push(performance.now() - start);
  }
  return median(times);
}

/** Prints the frame timings (the script's size is in bundle-size.bench.ts). */
export async function run(): Promise<void> {
  const ctx = nullContext();
  console.log('| bars | first frame ms | pan frame ms (1y view) | pan frame ms (all bars) |');
  console.log('|---|---|---|---|');
  for (const count of [1_000, 10_000, 100_000]) {
    const input: RenderChartInput = {
      symbol: 'AAPL',
      settings: createDefaultChartSettings(),
      bars: createSampleBars({ seed: 1, count }),
      width: 900,
      height: 450,
    };
    const firstTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      validateChartFrameInput(input);
      drawScene(ctx, buildChartFrame(input).scene, { pixelRatio: 2 });
      firstTimes.push(performance.now() - start);
    }
    const oneYear = buildChartFrame(input).view;
    const pan = timeFrames(input, oneYear, ctx);
    const all = timeFrames(input, { start: 0, end: count }, ctx);
    console.log(
      `| ${count.toLocaleString('en-US')} | ${median(firstTimes).toFixed(1)} | ${pan.toFixed(2)} | ${all.toFixed(2)} |`,
    );
  }
  console.log('Goals (issue #18, in Chromium): 100k bars first paint < 100 ms, a pan frame < 8 ms.');
}
