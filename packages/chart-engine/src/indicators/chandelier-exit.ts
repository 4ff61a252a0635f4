import type { Bars } from '@chartbench/core';
import { calculateAtr } from './atr';
import { decimal, defineIndicator, period } from './parameters';
import { rollingMax, rollingMin } from './primitives/windows';

/** Chandelier Exit lines. */
export interface ChandelierLines {
  /** Exit for long positions: highest high - multiplier × ATR. */
  readonly long: Float64Array;
  /** Exit for short positions: lowest low + multiplier × ATR. */
  readonly short: Float64Array;
}

/** Chandelier Exit (Le Beau, ChartSchool): highest high / lowest low of `period` bars ∓ multiplier × ATR(period). */
export function calculateChandelierExit(bars: Bars, length: number, multiplier: number): ChandelierLines {
  const atr = calculateAtr(bars, length);
  const long = rollingMax(bars.high, length);
  const short = rollingMin(bars.low, length);
  for (let i = 0; i < atr.length; i++) {
    const band = multiplier * atr[i]!;
    long[i]! -= band;
    short[i]! += band;
  }
  return { long, short };
}

/** Chandelier Exit overlay, default 22,3.0. */
export const chandelierExitIndicator = defineIndicator({
  id: 'chandelierExit',
  label: 'Chandelier Exit',
  parameters: [period('period', 22), decimal('multiplier', 3, 0.01, 20)],
  calculate: (p, bars) => ({ ...calculateChandelierExit(bars, p.period, p.multiplier) }),
});
