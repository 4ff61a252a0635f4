import type { Bars } from '@chartbench/core';
import { niceStep } from '../layout/ticks';

/** One column of a point-and-figure chart: Xs (rising) or Os (falling) between two box levels. */
export interface PnfColumn {
  readonly rising: boolean;
  /** Box index (level / box size) of the lowest and highest box in the column. */
  readonly low: number;
  readonly high: number;
  readonly startTime: number;
  /** Box index at which each new month's first box was added, with its month (0-11), for the month markers. */
  readonly months: readonly { readonly box: number; readonly month: number }[];
}

/**
 * A box size for a price when none is given: about 1% of the last close rounded to a nice value (1, 2, 2.5,
 * 5 x a power of ten), which keeps a year of daily data to a readable number of columns.
 */
export function defaultBoxSize(bars: Bars): number {
  const last = bars.close[bars.close.length - 1] ?? 1;
  return niceStep(Math.abs(last) * 0.01 || 1);
}

/**
 * Point-and-figure columns by the high/low method: a rising column extends while highs reach whole boxes above
 * it and turns when lows fall `reversal` boxes below its top; a falling column the other way round. The first
 * column's direction is set by the first move of `reversal` boxes.
 */
export function pointAndFigure(bars: Bars, boxSize: number, reversal: number): PnfColumn[] {
  if (!(boxSize > 0) || !Number.isFinite(boxSize))
    throw new RangeError(`Point and figure box size must be a positive number, got ${boxSize}`);
  if (!Number.isInteger(reversal) || reversal < 1)
    throw new RangeError(
      `Point and figure reversal must be a whole number of boxes of 1 or more, got ${reversal}`,
    );
  const n = bars.close.length;
  const columns: {
    rising: boolean;
    low: number;
    high: number;
    startTime: number;
    months: { box: number; month: number }[];
  }[] = [];
  if (n === 0) return columns;
  const boxOf = (price: number, up: boolean) =>
    up ? Math.floor(price / boxSize + 1e-9) : Math.ceil(price / boxSize - 1e-9);
  const anchor = boxOf(bars.close[0] as number, true);
  let lastMonth = new Date(bars.time[0] as number).getUTCMonth();
  let current: (typeof columns)[number] | undefined;
  const mark = (box: number, time: number) => {
    const month = new Date(time).getUTCMonth();
    if (month !== lastMonth && current) current.months.push({ box, month });
    lastMonth = month;
  };
  for (let i = 0; i < n; i++) {
    const time = bars.time[i] as number;
    const highBox = boxOf(bars.high[i] as number, true);
    const lowBox = boxOf(bars.low[i] as number, false);
    if (!current) {
      if (highBox - anchor >= reversal) {
        current = { rising: true, low: anchor + 1, high: highBox, startTime: time, months: [] };
        columns.push(current);
      } else if (anchor - lowBox >= reversal) {
        current = { rising: false, low: lowBox, high: anchor - 1, startTime: time, months: [] };
        columns.push(current);
      }
      continue;
    }
    if (current.rising) {
      if (highBox > current.high) {
        mark(current.high + 1, time);
        current.high = highBox;
      } else if (current.high - lowBox >= reversal) {
        current = { rising: false, low: lowBox, high: current.high - 1, startTime: time, months: [] };
        columns.push(current);
        mark(current.high, time);
      }
    } else if (lowBox < current.low) {
      mark(current.low - 1, time);
      current.low = lowBox;
    } else if (highBox - current.low >= reversal) {
      current = { rising: true, low: current.low + 1, high: highBox, startTime: time, months: [] };
      columns.push(current);
      mark(current.low, time);
    }
  }
  return columns;
}
