import type { Bars } from '@chartbench/core';
import type { RenderChartInput } from './types';

const FIELDS = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

/** Checks that bars are columnar Float64Arrays of one length with ascending times; throws a clear Error if not. */
export function validateBars(bars: Bars, label: string): void {
  if (!bars || typeof bars !== 'object') throw new TypeError(`${label}: bars must be an object of Float64Array columns`);
  for (const field of FIELDS) {
    if (!(bars[field] instanceof Float64Array)) throw new TypeError(`${label}: bars.${field} must be a Float64Array`);
  }
  const length = bars.close.length;
  for (const field of FIELDS) {
    if (bars[field].length !== length) throw new RangeError(`${label}: bars.${field} has ${bars[field].length} values but bars.close has ${length}`);
  }
  for (let i = 1; i < length; i++) {
    if (!((bars.time[i] as number) > (bars.time[i - 1] as number))) throw new RangeError(`${label}: bar times must increase (bar ${i} is not after bar ${i - 1})`);
  }
}

/** Checks a render request and throws an Error naming the first problem. */
export function validateInput(input: RenderChartInput): void {
  if (!input || typeof input !== 'object') throw new TypeError('renderChart: input must be an object');
  if (typeof input.symbol !== 'string' || input.symbol.trim() === '') throw new TypeError('renderChart: symbol must be a non-empty string');
  if (!input.settings || typeof input.settings !== 'object') throw new TypeError('renderChart: settings must be a ChartSettings object');
  validateBars(input.bars, `renderChart(${input.symbol})`);
  for (const extra of input.compare ?? []) validateBars(extra.bars, `renderChart compare ${extra.symbol}`);
  for (const key of ['width', 'height'] as const) {
    const value = input[key];
    if (value !== undefined && (!Number.isFinite(value) || value < 50 || value > 10_000)) {
      throw new RangeError(`renderChart: ${key} must be a number of pixels between 50 and 10000, got ${value}`);
    }
  }
}
