import type { Bars } from '@chartbench/core';
import { defineIndicator } from './parameters';

/**
 * On Balance Volume (Granville, ChartSchool): starts at 0 on the first bar, then adds the volume on an up
 * close, subtracts it on a down close and keeps it on an unchanged close.
 */
export function calculateObv(bars: Bars): Float64Array {
  const { close, volume } = bars;
  const n = close.length;
  const out = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    const c = close[i]!;
    const pc = close[i - 1]!;
    out[i] = out[i - 1]! + (c > pc ? volume[i]! : c < pc ? -volume[i]! : 0);
  }
  return out;
}

/** On Balance Volume indicator (no parameters). */
export const obvIndicator = defineIndicator({
  id: 'obv',
  label: 'On Balance Volume',
  parameters: [],
  calculate: (_p, bars) => ({ obv: calculateObv(bars) }),
});
