import type { Bars } from '@chartbench/core';
import { defineIndicator } from './parameters';
import { nanArray } from './primitives/arrays';
import type { IndicatorContext } from './types';

const DAY = 86_400_000;
const utcDay = (time: number) => Math.floor(time / DAY);

/**
 * Volume-Weighted Average Price (ChartSchool, intraday): the running sum of typical price × volume over the
 * running sum of volume, restarting at each session start: `sessionOf` names a bar's session (the exchange's
 * local day; the UTC day when not given, as for crypto, which trades around the clock). NaN until the session has
 * traded volume.
 */
export function calculateVwap(bars: Bars, sessionOf: (time: number) => number = utcDay): Float64Array {
  const { time, high, low, close, volume } = bars;
  const n = close.length;
  const out = nanArray(n);
  let day = NaN;
  let priceVolume = 0;
  let totalVolume = 0;
  for (let i = 0; i < n; i++) {
    const d = sessionOf(time[i]!);
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
  calculate: (_p, bars, context: IndicatorContext) => ({ vwap: calculateVwap(bars, context.sessionOf) }),
});
