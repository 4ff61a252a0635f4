import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { SmoothedStream } from './primitives/streams';

/**
 * Average True Range (Wilder, ChartSchool): true range = max(high, previous close) - min(low, previous close),
 * the first bar's is high - low; the first ATR (bar period - 1) is the mean of the first `period` true ranges,
 * then Wilder smoothing ATR = (previous × (period - 1) + TR) / period.
 */
export function calculateAtr(bars: Bars, length: number): Float64Array {
  const { high, low, close } = bars;
  const n = close.length;
  const out = new Float64Array(n);
  // trueRange() and wilder() fused into one pass (the same values): no true-range array written and read back.
  const average = new SmoothedStream(length, 1 / length);
  for (let i = 0; i < n; i++) {
    const h = high[i]!;
    const l = low[i]!;
    const range = i === 0 ? h - l : Math.max(h, close[i - 1]!) - Math.min(l, close[i - 1]!);
    out[i] = average.next(range);
  }
  return out;
}

/** Average True Range indicator, default 14. */
export const atrIndicator = defineIndicator({
  id: 'atr',
  label: 'Average True Range',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ atr: calculateAtr(bars, p.period) }),
});
