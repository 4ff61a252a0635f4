import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { ExtremeStream, SmaStream } from './primitives/streams';
import { rollingMax, rollingMin } from './primitives/windows';

/**
 * Raw (fast) %K (Lane, ChartSchool): (close - lowest low) / (highest high - lowest low) × 100 over `period`
 * bars. A window with no range (highest = lowest) gives 50: the close is at both ends, so neither extreme.
 */
export function calculateStochasticK(bars: Bars, length: number): Float64Array {
  const { close } = bars;
  const n = close.length;
  const highest = rollingMax(bars.high, length);
  const lowest = rollingMin(bars.low, length);
  const out = nanArray(n);
  for (let i = length - 1; i < n; i++) {
    const range = highest[i]! - lowest[i]!;
    out[i] = range === 0 ? 50 : ((close[i]! - lowest[i]!) / range) * 100;
  }
  return out;
}

/** %K and %D lines of a stochastic oscillator. */
export interface StochasticLines {
  readonly k: Float64Array;
  readonly d: Float64Array;
}

/**
 * Full Stochastic (ChartSchool): %K = SMA(kSmoothing) of raw %K, %D = SMA(dPeriod) of %K. Fast is smoothing 1
 * and slow is smoothing 3 with the same %D.
 */
export function calculateStochastics(
  bars: Bars,
  length: number,
  kSmoothing: number,
  dPeriod: number,
): StochasticLines {
  const { high, low, close } = bars;
  const n = close.length;
  const k = new Float64Array(n);
  const d = new Float64Array(n);
  // One pass: the window extremes, raw %K, its smoothing and %D streamed, each value as the array forms give it
  // (calculateStochasticK, then sma twice); two arrays written instead of seven.
  const highest = new ExtremeStream(high, length, true);
  const lowest = new ExtremeStream(low, length, false);
  const smoothK = kSmoothing > 1 ? new SmaStream(kSmoothing) : undefined;
  const smoothD = new SmaStream(dPeriod);
  for (let i = 0; i < n; i++) {
    const hi = highest.next(i);
    const lo = lowest.next(i);
    let raw = NaN;
    if (i >= length - 1) {
      const range = hi - lo;
      raw = range === 0 ? 50 : ((close[i]! - lo) / range) * 100;
    }
    const kValue = smoothK ? smoothK.next(raw) : raw;
    k[i] = kValue;
    d[i] = smoothD.next(kValue);
  }
  return { k, d };
}

/** Fast Stochastics: raw %K and its SMA, default 14,3. */
export const fastStochasticsIndicator = defineIndicator({
  id: 'fastStochastics',
  label: 'Fast Stochastics',
  parameters: [period('period', 14), period('dPeriod', 3)],
  calculate: (p, bars) => ({ ...calculateStochastics(bars, p.period, 1, p.dPeriod) }),
});

/** Slow Stochastics: %K smoothed by the second parameter, %D its SMA of the same length, default 14,3. */
export const slowStochasticsIndicator = defineIndicator({
  id: 'slowStochastics',
  label: 'Slow Stochastics',
  parameters: [period('period', 14), period('smoothing', 3)],
  calculate: (p, bars) => ({ ...calculateStochastics(bars, p.period, p.smoothing, p.smoothing) }),
});

/** Full Stochastics: look-back, %K smoothing and %D period, default 14,3,3. */
export const fullStochasticsIndicator = defineIndicator({
  id: 'fullStochastics',
  label: 'Full Stochastics',
  parameters: [period('period', 14), period('kSmoothing', 3), period('dPeriod', 3)],
  calculate: (p, bars) => ({ ...calculateStochastics(bars, p.period, p.kSmoothing, p.dPeriod) }),
});
