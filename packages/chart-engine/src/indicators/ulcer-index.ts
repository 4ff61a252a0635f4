import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { sma } from './primitives/moving-averages';
import { rollingMax } from './primitives/windows';

/**
 * Ulcer Index (Martin, ChartSchool): percent drawdown = (close - highest close of `period` bars) / that high ×
 * 100; Ulcer Index = square root of the `period`-bar average of the squared drawdowns. First value at bar
 * 2 × period - 2.
 */
export function calculateUlcerIndex(close: Float64Array, length: number): Float64Array {
  const highest = rollingMax(close, length);
  const squared = nanArray(close.length);
  for (let i = 0; i < close.length; i++) {
    const h = highest[i]!;
    const drawdown = ((close[i]! - h) / h) * 100;
    squared[i] = drawdown * drawdown;
  }
  const out = sma(squared, length);
  for (let i = 0; i < out.length; i++) out[i] = Math.sqrt(out[i]!);
  return out;
}

/** Ulcer Index indicator, default 14. */
export const ulcerIndexIndicator = defineIndicator({
  id: 'ulcerIndex',
  label: 'Ulcer Index',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ ulcerIndex: calculateUlcerIndex(bars.close, p.period) }),
});
