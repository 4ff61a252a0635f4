import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { sma } from './primitives/moving-averages';

/**
 * Detrended Price Oscillator (ChartSchool): the close (period / 2 + 1) bars ago (half rounded down) minus the
 * current `period`-bar SMA. First value at bar period - 1.
 */
export function calculateDpo(close: Float64Array, length: number): Float64Array {
  const average = sma(close, length);
  const back = Math.floor(length / 2) + 1;
  const out = nanArray(close.length);
  for (let i = Math.max(length - 1, back); i < close.length; i++) out[i] = close[i - back]! - average[i]!;
  return out;
}

/** DPO indicator, default 20. */
export const dpoIndicator = defineIndicator({
  id: 'dpo',
  label: 'DPO',
  parameters: [period('period', 20, 2)],
  calculate: (p, bars) => ({ dpo: calculateDpo(bars.close, p.period) }),
});
