import { defineIndicator, period } from './parameters';

function rsiOf(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/**
 * Relative Strength Index (Wilder, ChartSchool): average gain and loss over the first `period` changes are
 * simple averages, later ones use Wilder smoothing ((previous * (period - 1) + current) / period);
 * RSI = 100 - 100 / (1 + avgGain / avgLoss), 100 when there is no loss (50 when the window is flat). First
 * value at bar `period`.
 */
export function calculateRsi(close: Float64Array, length: number): Float64Array {
  const n = close.length;
  const out = new Float64Array(n).fill(NaN, 0, Math.min(n, length));
  if (n <= length) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= length; i++) {
    const change = close[i]! - close[i - 1]!;
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= length;
  loss /= length;
  out[length] = rsiOf(gain, loss);
  const keep = length - 1;
  for (let i = length + 1; i < n; i++) {
    const change = close[i]! - close[i - 1]!;
    gain = (gain * keep + (change > 0 ? change : 0)) / length;
    loss = (loss * keep + (change < 0 ? -change : 0)) / length;
    out[i] = rsiOf(gain, loss);
  }
  return out;
}

/** RSI indicator, default 14. */
export const rsiIndicator = defineIndicator({
  id: 'rsi',
  label: 'RSI',
  parameters: [period('period', 14)],
  calculate: ({ period: length }, bars) => ({ rsi: calculateRsi(bars.close, length) }),
});
