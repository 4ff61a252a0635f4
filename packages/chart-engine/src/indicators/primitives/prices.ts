import type { Bars } from '@chartbench/core';

/** True range: the larger of high - low and the gaps to the previous close (the first bar has only high - low). */
export function trueRange(bars: Bars): Float64Array {
  const { high, low, close } = bars;
  const n = close.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  out[0] = high[0]! - low[0]!;
  for (let i = 1; i < n; i++) {
    const h = high[i]!;
    const l = low[i]!;
    const pc = close[i - 1]!;
    out[i] = Math.max(h, pc) - Math.min(l, pc);
  }
  return out;
}

/** Typical price (high + low + close) / 3. */
export function typicalPrice(bars: Bars): Float64Array {
  const { high, low, close } = bars;
  const n = close.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = (high[i]! + low[i]! + close[i]!) / 3;
  return out;
}

/** Median price (high + low) / 2. */
export function medianPrice(bars: Bars): Float64Array {
  const { high, low } = bars;
  const n = high.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = (high[i]! + low[i]!) / 2;
  return out;
}

/** Percent rate of change over `period` bars: (value - value n bars ago) / value n bars ago * 100. */
export function rateOfChange(values: Float64Array, period: number): Float64Array {
  const n = values.length;
  const out = new Float64Array(n).fill(NaN);
  for (let i = period; i < n; i++) {
    const before = values[i - period]!;
    out[i] = ((values[i]! - before) / before) * 100;
  }
  return out;
}
