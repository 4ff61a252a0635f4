import { decimal, defineIndicator, period } from './parameters';
import { sma } from './primitives/moving-averages';
import { rollingStdDev } from './primitives/windows';

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
  const middle = sma(close, length);
  const deviation = rollingStdDev(close, length);
  const upper = new Float64Array(n);
  const lower = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const m = middle[i]!;
    const d = multiplier * deviation[i]!;
    upper[i] = m + d;
    lower[i] = m - d;
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
