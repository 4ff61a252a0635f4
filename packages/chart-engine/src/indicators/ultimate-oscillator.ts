import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { rollingSum } from './primitives/windows';

const WEIGHTS = [4, 2, 1];

/**
 * Ultimate Oscillator (Williams, ChartSchool): buying pressure BP = close - min(low, previous close), true
 * range TR = max(high, previous close) - min(low, previous close) (from the second bar); averages A = sum BP /
 * sum TR over each period; UO = 100 × (4·A1 + 2·A2 + A3) / 7.
 */
export function calculateUltimateOscillator(
  bars: Bars,
  short: number,
  middle: number,
  long: number,
): Float64Array {
  const { high, low, close } = bars;
  const n = close.length;
  const bp = nanArray(n);
  const tr = nanArray(n);
  for (let i = 1; i < n; i++) {
    const pc = close[i - 1]!;
    const trueLow = Math.min(low[i]!, pc);
    bp[i] = close[i]! - trueLow;
    tr[i] = Math.max(high[i]!, pc) - trueLow;
  }
  const sums = [short, middle, long].map(
    (length) => [rollingSum(bp, length), rollingSum(tr, length)] as const,
  );
  const out = nanArray(n);
  for (let i = 0; i < n; i++) {
    let total = 0;
    for (let k = 0; k < 3; k++) {
      const [b, t] = sums[k]!;
      total += WEIGHTS[k]! * (t[i]! === 0 ? 0.5 : b[i]! / t[i]!);
    }
    out[i] = (100 * total) / 7;
  }
  return out;
}

/** Ultimate Oscillator indicator, default 7,14,28. */
export const ultimateOscillatorIndicator = defineIndicator({
  id: 'ultimateOscillator',
  label: 'Ultimate Oscillator',
  parameters: [period('short', 7), period('middle', 14), period('long', 28)],
  calculate: (p, bars) => ({
    ultimateOscillator: calculateUltimateOscillator(bars, p.short, p.middle, p.long),
  }),
});
