import { createBars, type Bars } from '@chartbench/core';

const DAY = 86_400_000;

/** Daily bars from rows of [open, high, low, close, volume], starting on 2025-01-06 (a Monday). */
export function barsFrom(rows: readonly (readonly [number, number, number, number, number])[]): Bars {
  const bars = createBars(rows.length);
  rows.forEach(([o, h, l, c, v], i) => {
    bars.time[i] = Date.UTC(2025, 0, 6) + i * DAY;
    bars.open[i] = o;
    bars.high[i] = h;
    bars.low[i] = l;
    bars.close[i] = c;
    bars.volume[i] = v;
  });
  return bars;
}

/** Bars whose open, high, low and close all equal each close. */
export function closesOnly(closes: readonly number[]): Bars {
  return barsFrom(closes.map((c) => [c, c, c, c, 100] as const));
}
