import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';

/**
 * Kaufman's Adaptive Moving Average (ChartSchool): efficiency ratio ER = |close - close `period` bars ago| /
 * sum of the |1-bar changes| over those bars; smoothing constant SC = (ER × (2/(fast+1) - 2/(slow+1)) +
 * 2/(slow+1))²; KAMA = previous + SC × (close - previous). As ChartSchool says, the first KAMA is a simple
 * average: the SMA of the first `period` closes, at bar period - 1.
 */
export function calculateKama(close: Float64Array, length: number, fast: number, slow: number): Float64Array {
  const n = close.length;
  const out = nanArray(n);
  if (n < length) return out;
  const fastSc = 2 / (fast + 1);
  const slowSc = 2 / (slow + 1);
  let sum = 0;
  for (let i = 0; i < length; i++) sum += close[i]!;
  let kama = sum / length;
  out[length - 1] = kama;
  // The volatility sum covers the `length` 1-bar changes ending at the bar, kept as a running sum.
  let volatility = 0;
  for (let i = 1; i < length; i++) volatility += Math.abs(close[i]! - close[i - 1]!);
  for (let i = length; i < n; i++) {
    volatility += Math.abs(close[i]! - close[i - 1]!);
    if (i > length) volatility -= Math.abs(close[i - length]! - close[i - length - 1]!);
    const er = volatility > 0 ? Math.abs(close[i]! - close[i - length]!) / volatility : 0;
    const sc = (er * (fastSc - slowSc) + slowSc) ** 2;
    kama += sc * (close[i]! - kama);
    out[i] = kama;
  }
  return out;
}

/** KAMA overlay, default 10,2,30 (efficiency period, fast, slow). */
export const kamaIndicator = defineIndicator({
  id: 'kama',
  label: 'KAMA',
  parameters: [period('period', 10), period('fast', 2), period('slow', 30)],
  check: (p) => (p.fast >= p.slow ? `fast (${p.fast}) must be shorter than slow (${p.slow})` : undefined),
  calculate: (p, bars) => ({ kama: calculateKama(bars.close, p.period, p.fast, p.slow) }),
});
