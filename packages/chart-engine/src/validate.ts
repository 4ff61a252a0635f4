import {
  drawableSettingsProblems,
  estimateBrickCount,
  maxComputedBars,
  chartPixelSize,
  type Bars,
} from '@chartbench/core';
import { ChartBoundsError } from './bounds-error';
import type { RenderChartInput } from './types';

const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

/** Checks that bars are columnar Float64Arrays of one length with ascending times; throws a clear Error if not. */
export function validateBars(bars: Bars, label: string): void {
  if (!bars || typeof bars !== 'object')
    throw new TypeError(`${label}: bars must be an object of Float64Array columns`);
  for (const field of FIELDS) {
    if (!(bars[field] instanceof Float64Array))
      throw new TypeError(`${label}: bars.${field} must be a Float64Array`);
  }
  const length = bars.close.length;
  for (const field of FIELDS) {
    if (bars[field].length !== length)
      throw new RangeError(
        `${label}: bars.${field} has ${bars[field].length} values but bars.close has ${length}`,
      );
  }
  // One read of each time (a server chart checks its symbol's whole history, about 9,000 bars, and its
  // comparison's at every render).
  const time = bars.time;
  let previous = time[0] as number;
  for (let i = 1; i < length; i++) {
    const current = time[i] as number;
    if (!(current > previous))
      throw new RangeError(`${label}: bar times must increase (bar ${i} is not after bar ${i - 1})`);
    previous = current;
  }
}

/** Checks a render request and throws an Error naming the first problem. */
export function validateInput(input: RenderChartInput): void {
  if (!input || typeof input !== 'object') throw new TypeError('renderChart: input must be an object');
  if (typeof input.symbol !== 'string' || input.symbol.trim() === '')
    throw new TypeError('renderChart: symbol must be a non-empty string');
  if (!input.settings || typeof input.settings !== 'object')
    throw new TypeError('renderChart: settings must be a ChartSettings object');
  validateBars(input.bars, `renderChart(${input.symbol})`);
  for (const extra of input.compare ?? []) validateBars(extra.bars, `renderChart compare ${extra.symbol}`);
  const ranks = input.sctrRanks;
  if (
    ranks !== undefined &&
    (!(ranks.time instanceof Float64Array) ||
      !(ranks.rank instanceof Float64Array) ||
      ranks.time.length !== ranks.rank.length)
  )
    throw new TypeError('renderChart: sctrRanks must hold a time and a rank Float64Array of one length');
  for (const key of ['width', 'height'] as const) {
    const value = input[key];
    if (value !== undefined && (!Number.isFinite(value) || value < 50 || value > 10_000)) {
      throw new RangeError(
        `renderChart: ${key} must be a number of pixels between 50 and 10000, got ${value}`,
      );
    }
  }
  validateDrawableSizes(input);
}

/**
 * Checks every size the settings decide against what the chart's pixel size can draw (core's bounds), and
 * a points-sized Renko chart's brick count against its price path, before anything is allocated; throws a
 * ChartBoundsError naming the first problem.
 */
export function validateDrawableSizes(input: RenderChartInput): void {
  const size = { width: input.width, height: input.height };
  const [problem] = drawableSettingsProblems(input.settings, size);
  if (problem !== undefined) throw new ChartBoundsError(problem);
  if (
    input.settings.chartType === 'renko' &&
    input.settings.renkoUnit !== 'atr' &&
    input.settings.renkoBoxSize > 0
  ) {
    const { width } = chartPixelSize(input.settings, size);
    const useHighLow = input.settings.renkoPriceField === 'highLow';
    const bricks = estimateBrickCount(
      useHighLow ? input.bars.high : input.bars.close,
      useHighLow ? input.bars.low : input.bars.close,
      input.settings.renkoBoxSize,
    );
    const most = maxComputedBars(width);
    if (bricks > most)
      throw new ChartBoundsError(
        `The Renko box size ${input.settings.renkoBoxSize} is too small for this chart: it would make about ${Math.round(Math.min(bricks, 1e15))} bricks, and at most ${most} can be drawn at ${width} pixels.`,
      );
  }
}
