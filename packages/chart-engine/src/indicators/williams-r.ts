import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { rollingMax, rollingMin } from './primitives/windows';

/** Williams %R (ChartSchool): (highest high - close) / (highest high - lowest low) × -100; -50 with no range. */
export function calculateWilliamsR(bars: Bars, length: number): Float64Array {
  const highest = rollingMax(bars.high, length);
  const lowest = rollingMin(bars.low, length);
  const n = bars.close.length;
  const out = nanArray(n);
  for (let i = length - 1; i < n; i++) {
    const range = highest[i]! - lowest[i]!;
    out[i] = range === 0 ? -50 : ((highest[i]! - bars.close[i]!) / range) * -100;
  }
  return out;
}

/** Williams %R indicator, default 14. */
export const williamsRIndicator = defineIndicator({
  id: 'williamsR',
  label: 'Williams %R',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ williamsR: calculateWilliamsR(bars, p.period) }),
});
