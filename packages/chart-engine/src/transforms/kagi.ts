import type { Bars, BrickPriceField } from '@chartbench/core';
import { BarBuilder } from './brick-series';

/** Kagi lines: each bar is one vertical line from open to close; thickness says yang (thick) or yin (thin). */
export interface KagiSeries {
  readonly bars: Bars;
  /** 1 where the line starts thick (yang). */
  readonly startThick: Uint8Array;
  /** Level where the line changes thickness (crossing the previous shoulder or waist); NaN if it does not. */
  readonly switchLevel: Float64Array;
}

/**
 * Kagi lines (spec 2 §3 kagi settings): the line follows price in its direction and turns when price moves
 * against it by the reversal amount (`reversal(i)`, so a percentage or ATR unit can vary by bar). It turns
 * thick (yang) when it rises above the previous shoulder and thin (yin) when it falls below the previous waist.
 */
export function kagi(
  bars: Bars,
  reversal: (i: number, price: number) => number,
  priceField: BrickPriceField,
): KagiSeries {
  const n = bars.close.length;
  const out = new BarBuilder(64);
  const thick: number[] = [];
  const switches: number[] = [];
  if (n === 0) return { bars: out.toBars(), startThick: new Uint8Array(0), switchLevel: new Float64Array(0) };
  let start = bars.close[0] as number;
  let end = start;
  let direction = 0;
  let startTime = bars.time[0] as number;
  let volume = 0;
  let shoulder = NaN;
  let waist = NaN;
  let isThick = true;
  let lineStartsThick = true;
  let switchLevel = NaN;
  const finish = (time: number) => {
    out.push(time, start, end, volume);
    thick.push(lineStartsThick ? 1 : 0);
    switches.push(switchLevel);
    volume = 0;
  };
  const extend = (price: number) => {
    if (direction > 0 && !isThick && Number.isFinite(shoulder) && price > shoulder) {
      isThick = true;
      switchLevel = shoulder;
    } else if (direction < 0 && isThick && Number.isFinite(waist) && price < waist) {
      isThick = false;
      switchLevel = waist;
    }
    end = price;
  };
  for (let i = 0; i < n; i++) {
    volume += bars.volume[i] as number;
    const high = priceField === 'highLow' ? (bars.high[i] as number) : (bars.close[i] as number);
    const low = priceField === 'highLow' ? (bars.low[i] as number) : (bars.close[i] as number);
    const amount = reversal(i, bars.close[i] as number);
    if (!(amount > 0)) continue;
    if (direction === 0) {
      if (high - start >= amount) direction = 1;
      else if (start - low >= amount) direction = -1;
      if (direction !== 0) extend(direction > 0 ? high : low);
      continue;
    }
    if (direction > 0) {
      if (high > end) extend(high);
      else if (end - low >= amount) {
        finish(bars.time[i] as number);
        shoulder = end;
        start = end;
        direction = -1;
        lineStartsThick = isThick;
        switchLevel = NaN;
        startTime = bars.time[i] as number;
        extend(low);
      }
    } else if (low < end) extend(low);
    else if (high - end >= amount) {
      finish(bars.time[i] as number);
      waist = end;
      start = end;
      direction = 1;
      lineStartsThick = isThick;
      switchLevel = NaN;
      startTime = bars.time[i] as number;
      extend(high);
    }
  }
  if (direction !== 0) finish(Math.max(startTime, bars.time[n - 1] as number));
  return { bars: out.toBars(), startThick: Uint8Array.from(thick), switchLevel: Float64Array.from(switches) };
}
