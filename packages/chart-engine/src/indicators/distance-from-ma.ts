import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { sma } from './primitives/moving-averages';

/** Distance from Moving Average (ChartSchool): (close - SMA(period)) / SMA(period) × 100. */
export function calculateDistanceFromMa(close: Float64Array, length: number): Float64Array {
  const average = sma(close, length);
  const out = nanArray(close.length);
  for (let i = 0; i < close.length; i++) out[i] = ((close[i]! - average[i]!) / average[i]!) * 100;
  return out;
}

/** Distance From Moving Average indicator, default 20. */
export const distanceFromMaIndicator = defineIndicator({
  id: 'distanceFromMa',
  label: 'Distance From Moving Average',
  parameters: [period('period', 20)],
  calculate: (p, bars) => ({ distance: calculateDistanceFromMa(bars.close, p.period) }),
});
