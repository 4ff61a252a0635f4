import { defineIndicator, period } from './parameters';
import { calculateRsi } from './rsi';
import { nanArray } from './primitives/arrays';
import { rollingMax, rollingMin } from './primitives/windows';

/**
 * StochRSI (Chande and Kroll, ChartSchool): (RSI - lowest RSI) / (highest RSI - lowest RSI) over `period`
 * bars of a `period` RSI, from 0 to 1; a window with no range gives 0.5. First value at bar 2 × period - 1.
 */
export function calculateStochRsi(close: Float64Array, length: number): Float64Array {
  const rsi = calculateRsi(close, length);
  const highest = rollingMax(rsi, length);
  const lowest = rollingMin(rsi, length);
  const out = nanArray(close.length);
  for (let i = 0; i < close.length; i++) {
    const hi = highest[i]!;
    if (hi !== hi) continue;
    const range = hi - lowest[i]!;
    out[i] = range === 0 ? 0.5 : (rsi[i]! - lowest[i]!) / range;
  }
  return out;
}

/** StochRSI indicator, default 14. */
export const stochRsiIndicator = defineIndicator({
  id: 'stochRsi',
  label: 'StochRSI',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ stochRsi: calculateStochRsi(bars.close, p.period) }),
});
