import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { ema } from './primitives/moving-averages';

/** True Strength Index lines. */
export interface TsiLines {
  readonly tsi: Float64Array;
  readonly signal: Float64Array;
}

/**
 * True Strength Index (Blau, ChartSchool): price change PC = close - previous close; TSI = 100 × EMA(second)
 * of EMA(first) of PC / EMA(second) of EMA(first) of |PC|; signal = EMA(signal) of TSI. EMAs are SMA-seeded.
 */
export function calculateTsi(close: Float64Array, first: number, second: number, signal: number): TsiLines {
  const n = close.length;
  const change = nanArray(n);
  const absolute = nanArray(n);
  for (let i = 1; i < n; i++) {
    const d = close[i]! - close[i - 1]!;
    change[i] = d;
    absolute[i] = Math.abs(d);
  }
  const numerator = ema(ema(change, first), second);
  const denominator = ema(ema(absolute, first), second);
  const tsi = nanArray(n);
  for (let i = 0; i < n; i++) {
    const d = denominator[i]!;
    if (d === d) tsi[i] = d === 0 ? 0 : (100 * numerator[i]!) / d;
  }
  return { tsi, signal: ema(tsi, signal) };
}

/** True Strength Index indicator, default 25,13,7. */
export const tsiIndicator = defineIndicator({
  id: 'tsi',
  label: 'True Strength Index',
  parameters: [period('first', 25), period('second', 13), period('signal', 7)],
  calculate: (p, bars) => ({ ...calculateTsi(bars.close, p.first, p.second, p.signal) }),
});
