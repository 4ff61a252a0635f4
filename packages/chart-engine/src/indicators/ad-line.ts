import type { Bars } from '@chartbench/core';
import { defineIndicator } from './parameters';

/**
 * Money flow volume (ChartSchool): ((close - low) - (high - close)) / (high - low) × volume; 0 on a bar
 * with no range.
 */
export function calculateMoneyFlowVolume(bars: Bars): Float64Array {
  const { high, low, close, volume } = bars;
  const n = close.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const range = high[i]! - low[i]!;
    out[i] = range === 0 ? 0 : ((close[i]! - low[i]! - (high[i]! - close[i]!)) / range) * volume[i]!;
  }
  return out;
}

/** Accumulation/Distribution Line (Chaikin, ChartSchool): the running total of money flow volume. */
export function calculateAdLine(bars: Bars): Float64Array {
  const out = calculateMoneyFlowVolume(bars);
  for (let i = 1; i < out.length; i++) out[i]! += out[i - 1]!;
  return out;
}

/** Accumulation/Distribution Line indicator (no parameters). */
export const adLineIndicator = defineIndicator({
  id: 'adLine',
  label: 'Accumulation/Distribution Line',
  parameters: [],
  calculate: (_p, bars) => ({ adLine: calculateAdLine(bars) }),
});
