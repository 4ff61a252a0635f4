import { createBars, type Bars } from '@chartbench/core';

/**
 * The Cumulative chart type: a running total of the closes (how breadth series such as advance-decline
 * differences become a line). Open, high and low equal the running total, so scales and legends just work.
 */
export function cumulative(bars: Bars): Bars {
  const n = bars.close.length;
  const out = createBars(n);
  out.time.set(bars.time);
  out.volume.set(bars.volume);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const c = bars.close[i] as number;
    if (Number.isFinite(c)) total += c;
    out.open[i] = total;
    out.high[i] = total;
    out.low[i] = total;
    out.close[i] = total;
  }
  return out;
}
