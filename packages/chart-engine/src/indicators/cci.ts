import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { sma } from './primitives/moving-averages';
import { typicalPrice } from './primitives/prices';

/**
 * Commodity Channel Index (Lambert, ChartSchool): (typical price - SMA of typical price) / (0.015 × mean
 * absolute deviation of typical price from that SMA). The mean deviation is measured around each window's own
 * average, so it is recomputed per window: O(n × period), the one indicator here that is not O(n).
 */
export function calculateCci(bars: Bars, length: number): Float64Array {
  const tp = typicalPrice(bars);
  const average = sma(tp, length);
  const n = tp.length;
  const out = nanArray(n);
  for (let i = length - 1; i < n; i++) {
    const mean = average[i]!;
    let deviation = 0;
    for (let j = i - length + 1; j <= i; j++) deviation += Math.abs(tp[j]! - mean);
    deviation /= length;
    out[i] = deviation === 0 ? 0 : (tp[i]! - mean) / (0.015 * deviation);
  }
  return out;
}

/** CCI indicator, default 20. */
export const cciIndicator = defineIndicator({
  id: 'cci',
  label: 'CCI',
  parameters: [period('period', 20, 2)],
  calculate: (p, bars) => ({ cci: calculateCci(bars, p.period) }),
});
