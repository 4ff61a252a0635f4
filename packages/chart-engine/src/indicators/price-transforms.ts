import type { Bars } from '@chartbench/core';
import { defineIndicator } from './parameters';
import { medianPrice, typicalPrice } from './primitives/prices';

/** High Minus Low: each bar's range. */
export function calculateHighMinusLow(bars: Bars): Float64Array {
  const out = new Float64Array(bars.close.length);
  for (let i = 0; i < out.length; i++) out[i] = bars.high[i]! - bars.low[i]!;
  return out;
}

/** Median Price: (high + low) / 2. */
export function calculateMedianPrice(bars: Bars): Float64Array {
  return medianPrice(bars);
}

/** Typical Price: (high + low + close) / 3. */
export function calculateTypicalPrice(bars: Bars): Float64Array {
  return typicalPrice(bars);
}

/** Weighted Close: (high + low + 2 × close) / 4. */
export function calculateWeightedClose(bars: Bars): Float64Array {
  const out = new Float64Array(bars.close.length);
  for (let i = 0; i < out.length; i++) out[i] = (bars.high[i]! + bars.low[i]! + 2 * bars.close[i]!) / 4;
  return out;
}

/** High Minus Low indicator (no parameters). */
export const highMinusLowIndicator = defineIndicator({
  id: 'highMinusLow',
  label: 'High Minus Low',
  parameters: [],
  calculate: (_p, bars) => ({ highMinusLow: calculateHighMinusLow(bars) }),
});

/** Median Price indicator (no parameters). */
export const medianPriceIndicator = defineIndicator({
  id: 'medianPrice',
  label: 'Median Price',
  parameters: [],
  calculate: (_p, bars) => ({ medianPrice: calculateMedianPrice(bars) }),
});

/** Typical Price indicator (no parameters). */
export const typicalPriceIndicator = defineIndicator({
  id: 'typicalPrice',
  label: 'Typical Price',
  parameters: [],
  calculate: (_p, bars) => ({ typicalPrice: calculateTypicalPrice(bars) }),
});

/** Weighted Close indicator (no parameters). */
export const weightedCloseIndicator = defineIndicator({
  id: 'weightedClose',
  label: 'Weighted Close',
  parameters: [],
  calculate: (_p, bars) => ({ weightedClose: calculateWeightedClose(bars) }),
});
