import { createBars, type Bars } from '@chartbench/core';

/**
 * Heikin-Ashi candles: close = (O+H+L+C)/4; open = midpoint of the previous Heikin-Ashi open and close (the
 * first bar's open is the midpoint of its own open and close); high and low include the new open and close.
 * Times and volume are kept, so the result lines up with the source bars.
 */
export function heikinAshi(bars: Bars): Bars {
  const n = bars.close.length;
  const out = createBars(n);
  out.time.set(bars.time);
  out.volume.set(bars.volume);
  let previousOpen = NaN;
  let previousClose = NaN;
  for (let i = 0; i < n; i++) {
    const o = bars.open[i] as number;
    const h = bars.high[i] as number;
    const l = bars.low[i] as number;
    const c = bars.close[i] as number;
    const close = (o + h + l + c) / 4;
    const open = i === 0 ? (o + c) / 2 : (previousOpen + previousClose) / 2;
    out.open[i] = open;
    out.close[i] = close;
    out.high[i] = Math.max(h, open, close);
    out.low[i] = Math.min(l, open, close);
    previousOpen = open;
    previousClose = close;
  }
  return out;
}
