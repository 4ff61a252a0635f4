import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { ema } from './primitives/moving-averages';

/** TRIX lines: the oscillator and its signal EMA. */
export interface TrixLines {
  readonly trix: Float64Array;
  readonly signal: Float64Array;
}

/**
 * TRIX (Hutson, ChartSchool): the 1-bar percent change of a triple-smoothed EMA (each EMA SMA-seeded, so the
 * first value is at bar 3 × (period - 1) + 1); signal = EMA of TRIX.
 */
export function calculateTrix(close: Float64Array, length: number, signal: number): TrixLines {
  const triple = ema(ema(ema(close, length), length), length);
  const n = close.length;
  const trix = nanArray(n);
  for (let i = 1; i < n; i++) {
    const before = triple[i - 1]!;
    trix[i] = ((triple[i]! - before) / before) * 100;
  }
  return { trix, signal: ema(trix, signal) };
}

/** TRIX indicator, default 15,9. */
export const trixIndicator = defineIndicator({
  id: 'trix',
  label: 'TRIX',
  parameters: [period('period', 15), period('signal', 9)],
  calculate: (p, bars) => ({ ...calculateTrix(bars.close, p.period, p.signal) }),
});
