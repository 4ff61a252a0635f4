import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';

/** A straight least-squares line over the last bars: its start and end index, intercept and slope. */
interface FittedLine {
  readonly start: number;
  readonly intercept: number;
  readonly slope: number;
}

function fitLastBars(close: Float64Array, length: number): FittedLine | undefined {
  const n = close.length;
  if (n < length) return undefined;
  const start = n - length;
  let sy = 0;
  let sxy = 0;
  for (let k = 0; k < length; k++) {
    const y = close[start + k]!;
    sy += y;
    sxy += k * y;
  }
  const sx = (length * (length - 1)) / 2;
  const sxx = ((length - 1) * length * (2 * length - 1)) / 6;
  const denominator = length * sxx - sx * sx;
  const slope = denominator === 0 ? 0 : (length * sxy - sx * sy) / denominator;
  return { start, intercept: (sy - slope * sx) / length, slope };
}

/**
 * Linear Regression Line (ChartSchool): the least-squares straight line through the closes of the last
 * `period` bars, drawn over those bars (NaN elsewhere).
 */
export function calculateLinearRegression(close: Float64Array, length: number): Float64Array {
  const out = nanArray(close.length);
  const line = fitLastBars(close, length);
  if (!line) return out;
  for (let k = 0; k < length; k++) out[line.start + k] = line.intercept + line.slope * k;
  return out;
}

/** Raff Regression Channel lines. */
export interface RaffLines {
  readonly middle: Float64Array;
  readonly upper: Float64Array;
  readonly lower: Float64Array;
}

/**
 * Raff Regression Channel (ChartSchool): the linear regression line of the last `period` closes with two
 * parallel lines as far from it as the farthest high or low of those bars.
 */
export function calculateRaffRegression(bars: Bars, length: number): RaffLines {
  const n = bars.close.length;
  const middle = calculateLinearRegression(bars.close, length);
  const upper = nanArray(n);
  const lower = nanArray(n);
  if (n < length) return { middle, upper, lower };
  let distance = 0;
  for (let i = n - length; i < n; i++) {
    distance = Math.max(distance, bars.high[i]! - middle[i]!, middle[i]! - bars.low[i]!);
  }
  for (let i = n - length; i < n; i++) {
    upper[i] = middle[i]! + distance;
    lower[i] = middle[i]! - distance;
  }
  return { middle, upper, lower };
}

/** Linear Regression Line overlay, default 20. */
export const linearRegressionIndicator = defineIndicator({
  id: 'linearRegression',
  label: 'Linear Regression Line',
  parameters: [period('period', 20, 2)],
  calculate: (p, bars) => ({ linearRegression: calculateLinearRegression(bars.close, p.period) }),
});

/** Raff Regression Channel overlay, default 20. */
export const raffRegressionIndicator = defineIndicator({
  id: 'raffRegression',
  label: 'Raff Regression Channel',
  parameters: [period('period', 20, 2)],
  calculate: (p, bars) => ({ ...calculateRaffRegression(bars, p.period) }),
});
