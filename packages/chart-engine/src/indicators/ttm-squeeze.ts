import type { Bars } from '@chartbench/core';
import { calculateBollingerBands } from './bollinger-bands';
import { calculateKeltnerChannels } from './keltner-channels';
import { decimal, defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { sma } from './primitives/moving-averages';
import { rollingRegression } from './primitives/regression';
import { rollingMax, rollingMin } from './primitives/windows';

/** TTM Squeeze lines. */
export interface TtmSqueezeLines {
  /** Linear-regression momentum histogram. */
  readonly momentum: Float64Array;
  /** 1 while the Bollinger Bands sit inside the Keltner Channels (the squeeze is on), else 0. */
  readonly squeeze: Float64Array;
}

/** TTM Squeeze parameters, in catalogue order. */
export interface TtmSqueezeParameters {
  readonly bbPeriod: number;
  readonly bbDeviations: number;
  readonly kcPeriod: number;
  readonly kcMultiplier: number;
  readonly atrPeriod: number;
  readonly momentumPeriod: number;
}

/**
 * TTM Squeeze (Carter, ChartSchool): the squeeze is on when both Bollinger Bands are inside the Keltner
 * Channels; momentum is the least-squares value, at the last bar, of close - ((highest high + lowest low) / 2 +
 * SMA(close)) / 2 over the momentum period.
 */
export function calculateTtmSqueeze(bars: Bars, p: TtmSqueezeParameters): TtmSqueezeLines {
  const n = bars.close.length;
  const bands = calculateBollingerBands(bars.close, p.bbPeriod, p.bbDeviations);
  const channels = calculateKeltnerChannels(bars, p.kcPeriod, p.kcMultiplier, p.atrPeriod);
  const squeeze = nanArray(n);
  for (let i = 0; i < n; i++) {
    const bu = bands.upper[i]!;
    const ku = channels.upper[i]!;
    if (bu === bu && ku === ku) squeeze[i] = bu < ku && bands.lower[i]! > channels.lower[i]! ? 1 : 0;
  }
  const highest = rollingMax(bars.high, p.momentumPeriod);
  const lowest = rollingMin(bars.low, p.momentumPeriod);
  const average = sma(bars.close, p.momentumPeriod);
  const delta = nanArray(n);
  for (let i = 0; i < n; i++) delta[i] = bars.close[i]! - ((highest[i]! + lowest[i]!) / 2 + average[i]!) / 2;
  return { momentum: rollingRegression(delta, p.momentumPeriod).value, squeeze };
}

/** TTM Squeeze indicator, default 20,2.0,20,1.5,20,20. */
export const ttmSqueezeIndicator = defineIndicator({
  id: 'ttmSqueeze',
  label: 'TTM Squeeze',
  parameters: [
    period('bbPeriod', 20, 2),
    decimal('bbDeviations', 2, 0.01, 10),
    period('kcPeriod', 20),
    decimal('kcMultiplier', 1.5, 0.01, 10),
    period('atrPeriod', 20),
    period('momentumPeriod', 20, 2),
  ],
  calculate: (p, bars) => ({ ...calculateTtmSqueeze(bars, p) }),
});
