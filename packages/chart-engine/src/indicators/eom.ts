import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { sma } from './primitives/moving-averages';

/** ChartSchool's volume scale for the box ratio: volume in hundreds of millions. */
const VOLUME_SCALE = 100_000_000;

/**
 * Ease of Movement (Arms, ChartSchool): distance moved = (high + low) / 2 - (previous high + previous low) / 2,
 * box ratio = (volume / 100,000,000) / (high - low), 1-bar EMV = distance / box ratio (0 on a bar with no
 * range), EMV = SMA(period) of that.
 */
export function calculateEom(bars: Bars, length: number): Float64Array {
  const { high, low, volume } = bars;
  const n = high.length;
  const raw = nanArray(n);
  for (let i = 1; i < n; i++) {
    const range = high[i]! - low[i]!;
    const distance = (high[i]! + low[i]!) / 2 - (high[i - 1]! + low[i - 1]!) / 2;
    const v = volume[i]!;
    raw[i] = range === 0 || v === 0 ? 0 : (distance * range * VOLUME_SCALE) / v;
  }
  return sma(raw, length);
}

/** Ease of Movement indicator, default 14. */
export const eomIndicator = defineIndicator({
  id: 'eom',
  label: 'Ease of Movement',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ eom: calculateEom(bars, p.period) }),
});
