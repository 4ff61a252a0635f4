import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { wilder } from './primitives/moving-averages';
import { trueRange } from './primitives/prices';

/**
 * Average True Range (Wilder, ChartSchool): true range = max(high, previous close) - min(low, previous close),
 * the first bar's is high - low; the first ATR (bar period - 1) is the mean of the first `period` true ranges,
 * then Wilder smoothing ATR = (previous × (period - 1) + TR) / period.
 */
export function calculateAtr(bars: Bars, length: number): Float64Array {
  return wilder(trueRange(bars), length);
}

/** Average True Range indicator, default 14. */
export const atrIndicator = defineIndicator({
  id: 'atr',
  label: 'Average True Range',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ atr: calculateAtr(bars, p.period) }),
});
