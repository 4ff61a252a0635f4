import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { shift } from './primitives/arrays';
import { rollingMax, rollingMin } from './primitives/windows';

/** Price channel lines. */
export interface PriceChannelLines {
  readonly upper: Float64Array;
  readonly lower: Float64Array;
  readonly middle: Float64Array;
}

/**
 * Price Channels (Donchian, ChartSchool): the highest high and lowest low of the `period` bars before the
 * current one (the current bar is excluded so a breakout can cross the line), and their midpoint.
 */
export function calculatePriceChannels(bars: Bars, length: number): PriceChannelLines {
  const upper = shift(rollingMax(bars.high, length), 1);
  const lower = shift(rollingMin(bars.low, length), 1);
  const middle = new Float64Array(upper.length);
  for (let i = 0; i < middle.length; i++) middle[i] = (upper[i]! + lower[i]!) / 2;
  return { upper, lower, middle };
}

/** Price Channels overlay, default 20. */
export const priceChannelsIndicator = defineIndicator({
  id: 'priceChannels',
  label: 'Price Channels',
  parameters: [period('period', 20)],
  calculate: (p, bars) => ({ ...calculatePriceChannels(bars, p.period) }),
});
