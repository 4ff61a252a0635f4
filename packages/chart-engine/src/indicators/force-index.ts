import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { ema } from './primitives/moving-averages';

/** Force Index (Elder, ChartSchool): EMA(period) of (close - previous close) × volume, from the second bar. */
export function calculateForceIndex(bars: Bars, length: number): Float64Array {
  const { close, volume } = bars;
  const n = close.length;
  const raw = nanArray(n);
  for (let i = 1; i < n; i++) raw[i] = (close[i]! - close[i - 1]!) * volume[i]!;
  return ema(raw, length);
}

/** Force Index indicator, default 13. */
export const forceIndexIndicator = defineIndicator({
  id: 'forceIndex',
  label: 'Force Index',
  parameters: [period('period', 13)],
  calculate: (p, bars) => ({ forceIndex: calculateForceIndex(bars, p.period) }),
});
