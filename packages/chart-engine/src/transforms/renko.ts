import type { Bars, BrickPriceField } from '@chartbench/core';
import { CHART_PIXEL_RANGE, maxComputedBars } from '@chartbench/core';
import { ChartBoundsError } from '../bounds-error';
import { BarBuilder } from './brick-series';

/** The most bricks any chart may compute (the widest chart's bound), whatever the caller checked before. */
export const MAX_RENKO_BRICKS = maxComputedBars(CHART_PIXEL_RANGE.max);

/**
 * Renko bricks of a fixed box size: an up brick forms when price reaches a whole box above the last brick's
 * top, a down brick when it reaches a box below the last brick's bottom; so continuing needs one box and a
 * reversal two. With the High/Low price field, highs make up bricks and lows make down bricks. Each brick
 * carries the time of the bar that completed it and the volume traded since the previous brick. More than
 * `maxBricks` bricks (a box too small for the price path) is a ChartBoundsError, never an unbounded loop.
 */
export function renko(
  bars: Bars,
  boxSize: number,
  priceField: BrickPriceField,
  maxBricks: number = MAX_RENKO_BRICKS,
): Bars {
  if (!(boxSize > 0) || !Number.isFinite(boxSize))
    throw new RangeError(`Renko box size must be a positive number, got ${boxSize}`);
  const n = bars.close.length;
  const out = new BarBuilder(64);
  if (n === 0) return out.toBars();
  const tooMany = () =>
    new ChartBoundsError(
      `The Renko box size ${boxSize} is too small for this price history: it makes more than ${maxBricks} bricks.`,
    );
  // The first brick starts on a box boundary so bricks land on round levels.
  let lo = Math.floor((bars.close[0] as number) / boxSize) * boxSize;
  let hi = lo;
  let volume = 0;
  for (let i = 0; i < n; i++) {
    volume += bars.volume[i] as number;
    const upPrice = priceField === 'highLow' ? (bars.high[i] as number) : (bars.close[i] as number);
    const downPrice = priceField === 'highLow' ? (bars.low[i] as number) : (bars.close[i] as number);
    const time = bars.time[i] as number;
    let moved = false;
    while (upPrice >= hi + boxSize) {
      if (out.length >= maxBricks) throw tooMany();
      out.push(time, hi, hi + boxSize, moved ? 0 : volume);
      lo = hi;
      hi += boxSize;
      moved = true;
    }
    if (!moved) {
      while (downPrice <= lo - boxSize) {
        if (out.length >= maxBricks) throw tooMany();
        out.push(time, lo, lo - boxSize, moved ? 0 : volume);
        hi = lo;
        lo -= boxSize;
        moved = true;
      }
    }
    if (moved) volume = 0;
  }
  return out.toBars();
}
