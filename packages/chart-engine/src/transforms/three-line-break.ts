import type { Bars } from '@chartbench/core';
import { BarBuilder } from './brick-series';

/**
 * Three Line Break lines from closes: a new line in the trend's direction when the close passes the last
 * line's extreme; a reversal only when the close passes the extreme of the last `lines` (3) lines. Each line
 * runs from the previous line's end to the close and carries its bar's time and the volume since the last line.
 */
export function threeLineBreak(bars: Bars, lines = 3): Bars {
  const n = bars.close.length;
  const out = new BarBuilder(64);
  if (n === 0) return out.toBars();
  const reference = bars.close[0] as number;
  let volume = bars.volume[0] as number;
  for (let i = 1; i < n; i++) {
    const close = bars.close[i] as number;
    volume += bars.volume[i] as number;
    const count = out.length;
    if (count === 0) {
      if (close !== reference) {
        out.push(bars.time[i] as number, reference, close, volume);
        volume = 0;
      }
      continue;
    }
    const lastOpen = out.open[count - 1] as number;
    const lastClose = out.close[count - 1] as number;
    const up = lastClose > lastOpen;
    let extreme = lastClose;
    let reversal = lastOpen;
    for (let k = Math.max(0, count - lines); k < count; k++) {
      reversal = up ? Math.min(reversal, out.low[k] as number) : Math.max(reversal, out.high[k] as number);
    }
    if ((up && close > extreme) || (!up && close < extreme)) {
      out.push(bars.time[i] as number, lastClose, close, volume);
      volume = 0;
    } else if ((up && close < reversal) || (!up && close > reversal)) {
      // A reversal line starts from the far end of the last line, as the method draws it.
      extreme = lastOpen;
      out.push(bars.time[i] as number, extreme, close, volume);
      volume = 0;
    }
  }
  return out.toBars();
}
