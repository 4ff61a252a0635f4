import type { Bars } from '@chartbench/core';
import { defineIndicator } from './parameters';
import { nanArray } from './primitives/arrays';

const DAY = 86_400_000;

/**
 * Volume-Weighted Average Price (ChartSchool, intraday): the running sum of typical price × volume over the
 * running sum of volume, restarting with each session (a new UTC calendar day, which holds a whole US session).
 * NaN until the session has traded volume.
 */
export function calculateVwap(bars: Bars): Float64Array {
  const { time, high, low, close, volume } = bars;
  const n = close.length;
  const out = nanArray(n);
  let day = NaN;
  let priceVolume = 0;
  let totalVolume = 0;
  for (let i = 0; i < n; i++) {
    const d = Math.floor(time[i]! / DAY);
    if (d !== day) {
      day = d;
      priceVolume = 0;
      totalVolume = 0;
    }
    const v = volume[i]!;
    priceVolume += ((high[i]! + low[i]! + close[i]!) / 3) * v;
    totalVolume += v;
    if (totalVolume > 0) out[i] = priceVolume / totalVolume;
  }
  return out;
}

/** VWAP overlay (no parameters; meaningful on intraday charts). */
export const vwapIndicator = defineIndicator({
  id: 'vwap',
  label: 'VWAP',
  parameters: [],
  calculate: (_p, bars) => ({ vwap: calculateVwap(bars) }),
});
