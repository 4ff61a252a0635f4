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
  let i = 0;
  for (; i < n && average.value !== average.value; i++) {
    const h = high[i]!;
    const l = low[i]!;
    out[i] = average.next(i === 0 ? h - l : Math.max(h, close[i - 1]!) - Math.min(l, close[i - 1]!));
  }
  // Seeded: the same Wilder steps on a local variable; a NaN range only makes its bar NaN.
  const alpha = 1 / length;
  let atr = average.value;
  for (; i < n; i++) {
    const range = Math.max(high[i]!, close[i - 1]!) - Math.min(low[i]!, close[i - 1]!);
    if (range === range) out[i] = atr += alpha * (range - atr);
    else out[i] = NaN;
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
