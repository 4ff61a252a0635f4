import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { typicalPrice } from './primitives/prices';

/**
 * Money Flow Index (ChartSchool): raw money flow = typical price × volume, positive when the typical price
 * rose from the previous bar, negative when it fell (unchanged counts as neither); MFI = 100 - 100 / (1 +
 * positive sum / negative sum) over `period` bars, 100 with no negative flow. First value at bar `period`.
 */
export function calculateMfi(bars: Bars, length: number): Float64Array {
  const tp = typicalPrice(bars);
  const volume = bars.volume;
  const n = tp.length;
  const positive = new Float64Array(n);
  const negative = new Float64Array(n);
  for (let i = 1; i < n; i++) {
    const flow = tp[i]! * volume[i]!;
    if (tp[i]! > tp[i - 1]!) positive[i] = flow;
    else if (tp[i]! < tp[i - 1]!) negative[i] = flow;
  }
  const out = nanArray(n);
  let up = 0;
  let down = 0;
  for (let i = 1; i < n; i++) {
    up += positive[i]!;
    down += negative[i]!;
    if (i > length) {
      up -= positive[i - length]!;
      down -= negative[i - length]!;
    }
    if (i >= length) out[i] = down <= 0 ? (up <= 0 ? 50 : 100) : 100 - 100 / (1 + up / down);
  }
  return out;
}

/** Money Flow Index indicator, default 14. */
export const mfiIndicator = defineIndicator({
  id: 'mfi',
  label: 'Money Flow Index',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ mfi: calculateMfi(bars, p.period) }),
});
