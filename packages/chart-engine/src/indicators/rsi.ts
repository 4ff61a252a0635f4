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
  // Written as a step toward each new value, multiplying by 1 / length: the same Wilder average, with no
  // division in the loop. Gains and losses are split without branches ((c + |c|) / 2 is exactly c or 0), as
  // the sign of a price change is a coin toss the processor cannot predict.
  const step = 1 / length;
  for (let i = length + 1; i < n; i++) {
    const change = close[i]! - close[i - 1]!;
    const size = Math.abs(change);
    gain += ((change + size) * 0.5 - gain) * step;
    loss += ((size - change) * 0.5 - loss) * step;
    out[i] = loss === 0 ? (gain === 0 ? 50 : 100) : (100 * gain) / (gain + loss);
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
