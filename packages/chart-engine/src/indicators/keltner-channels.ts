import type { Bars } from '@chartbench/core';
import { calculateAtr } from './atr';
import { decimal, defineIndicator, period } from './parameters';
import { ema } from './primitives/moving-averages';

/** Keltner Channel lines. */
export interface KeltnerLines {
  readonly middle: Float64Array;
  readonly upper: Float64Array;
  readonly lower: Float64Array;
}

/**
 * Keltner Channels (ChartSchool's modern form): middle = EMA(period) of the close, upper/lower = middle ±
 * multiplier × ATR(atrPeriod) (Wilder ATR).
 */
export function calculateKeltnerChannels(
  bars: Bars,
  length: number,
  multiplier: number,
  atrPeriod: number,
): KeltnerLines {
  const middle = ema(bars.close, length);
  const atr = calculateAtr(bars, atrPeriod);
  const n = middle.length;
  const upper = new Float64Array(n);
  const lower = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const band = multiplier * atr[i]!;
    upper[i] = middle[i]! + band;
    lower[i] = middle[i]! - band;
  }
  return { middle, upper, lower };
}

/** Keltner Channels overlay, default 20,2.0,10. */
export const keltnerChannelsIndicator = defineIndicator({
  id: 'keltnerChannels',
  label: 'Keltner Channels',
  parameters: [period('period', 20), decimal('multiplier', 2, 0.01, 10), period('atrPeriod', 10)],
  calculate: (p, bars) => ({ ...calculateKeltnerChannels(bars, p.period, p.multiplier, p.atrPeriod) }),
});
