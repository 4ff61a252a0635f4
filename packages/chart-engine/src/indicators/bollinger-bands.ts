import { decimal, defineIndicator, period } from './parameters';

/** Bollinger Bands lines. */
export interface BollingerLines {
  readonly middle: Float64Array;
  readonly upper: Float64Array;
  readonly lower: Float64Array;
}

/**
 * Bollinger Bands (ChartSchool): middle = SMA(period), upper/lower = middle ± multiplier × the population
 * standard deviation (divide by N, as Bollinger and ChartSchool do) of the same window.
 */
export function calculateBollingerBands(
  close: Float64Array,
  length: number,
  multiplier: number,
): BollingerLines {
  const n = close.length;
  const middle = new Float64Array(n);
  const upper = new Float64Array(n);
  const lower = new Float64Array(n);
  // sma() and rollingStdDev() fused into one pass (the same sums in the same order, so the same values): three
  // arrays written instead of five written and three read back.
  let anchor = NaN;
  let sum = 0;
  let shiftedSum = 0;
  let shiftedSq = 0;
  let nanCount = 0;
  for (let i = 0; i < n; i++) {
    const v = close[i]!;
    if (v !== v) nanCount++;
    else {
      if (anchor !== anchor) anchor = v;
      const d = v - anchor;
      sum += v;
      shiftedSum += d;
      shiftedSq += d * d;
    }
    if (i >= length) {
      const old = close[i - length]!;
      if (old !== old) nanCount--;
      else {
        const d = old - anchor;
        sum -= old;
        shiftedSum -= d;
        shiftedSq -= d * d;
      }
    }
    if (i >= length - 1 && nanCount === 0) {
      const m = sum / length;
      const mean = shiftedSum / length;
      const variance = shiftedSq / length - mean * mean;
      const d = multiplier * (variance > 0 ? Math.sqrt(variance) : 0);
      middle[i] = m;
      upper[i] = m + d;
      lower[i] = m - d;
    } else middle[i] = upper[i] = lower[i] = NaN;
  }
  return { middle, upper, lower };
}

/** Shared parameter list of the Bollinger family: period, standard deviations (default 20,2). */
export const BOLLINGER_PARAMETERS = [period('period', 20, 2), decimal('deviations', 2, 0.01, 10)] as const;

/** Bollinger Bands overlay, default 20,2. */
export const bollingerBandsIndicator = defineIndicator({
  id: 'bollingerBands',
  label: 'Bollinger Bands',
  parameters: BOLLINGER_PARAMETERS,
  calculate: (p, bars) => ({ ...calculateBollingerBands(bars.close, p.period, p.deviations) }),
});
