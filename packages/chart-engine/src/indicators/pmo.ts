import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { ema, smoothed } from './primitives/moving-averages';

/** Price Momentum Oscillator lines. */
export interface PmoLines {
  readonly pmo: Float64Array;
  readonly signal: Float64Array;
}

/**
 * DecisionPoint PMO (ChartSchool): ROC1 = close / previous close × 100 - 100; smoothed with Swenlin's custom
 * multiplier 2 / period (not 2 / (period + 1)) over `first` bars and multiplied by 10, smoothed again over
 * `second` bars; the signal is an ordinary EMA(signal). Each smoothing is seeded with the SMA of its first values.
 */
export function calculatePmo(close: Float64Array, first: number, second: number, signal: number): PmoLines {
  const n = close.length;
  const roc = nanArray(n);
  for (let i = 1; i < n; i++) roc[i] = (close[i]! / close[i - 1]!) * 100 - 100;
  const once = smoothed(roc, first, 2 / first);
  for (let i = 0; i < n; i++) once[i]! *= 10;
  const pmo = smoothed(once, second, 2 / second);
  return { pmo, signal: ema(pmo, signal) };
}

/** PMO indicator, default 35,20,10. */
export const pmoIndicator = defineIndicator({
  id: 'pmo',
  label: 'PMO',
  parameters: [period('first', 35, 2), period('second', 20, 2), period('signal', 10)],
  calculate: (p, bars) => ({ ...calculatePmo(bars.close, p.first, p.second, p.signal) }),
});
