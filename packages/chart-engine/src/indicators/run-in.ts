import { parseIndicatorParameters } from './calculate';
import type { MacdParameters } from './macd';
import type { MovingAverageParameters } from './moving-average-parameters';
import type { IndicatorParameters } from './types';

/**
 * The weight, as a power of e, below which a smoothing's starting value no longer shows in a double:
 * e^-37 is about 8.5e-17, under double precision (2^-53, about 1.1e-16).
 */
const DECAY = 37;

/**
 * Bars an exponential smoothing (multiplier `alpha`, seeded with the average of its first `period` values) needs
 * before a bar for that bar's value not to depend on where the series started: the seed, then enough steps for
 * the start's weight, (1 - alpha)^k, to fall below double precision.
 * @example smoothingRunIn(20) // 390: the seed (20 bars), then 370 steps for its weight to fall below e^-37
 */
export function smoothingRunIn(period: number, alpha = 2 / (period + 1)): number {
  return period + Math.ceil(DECAY / -Math.log1p(-Math.min(alpha, 1)));
}

/** Bars a moving average reads before a bar: its window, and as many again as the line is displaced forward. */
function movingAverageRunIn(window: number, parameters: IndicatorParameters): number {
  return window + Math.max(0, (parameters as MovingAverageParameters).offset);
}

/**
 * The studies whose values at a bar depend only on a bounded stretch of bars before it, and how long that
 * stretch is for given parameters. Any study not listed is computed over the whole history: cumulative lines
 * (OBV, A/D) whose level depends on where they start, path-dependent stops (Parabolic SAR), studies reading other
 * symbols or sessions. Listed are the default chart's studies, which nearly every chart draws, and RSI and
 * Bollinger Bands.
 */
const RUN_IN: Readonly<Record<string, (parameters: IndicatorParameters) => number>> = {
  sma: (p) => movingAverageRunIn((p as MovingAverageParameters).period - 1, p),
  ema: (p) => movingAverageRunIn(smoothingRunIn((p as MovingAverageParameters).period), p),
  macd: (p) => {
    const { slow, signal } = p as MacdParameters;
    return smoothingRunIn(slow) + (signal > 1 ? smoothingRunIn(signal) : 0);
  },
  // Up or down against the previous close.
  volume: () => 1,
  // Wilder's averages of the changes (multiplier 1 / period), each change reading the close before.
  rsi: (p) => 1 + smoothingRunIn(p['period'] as number, 1 / (p['period'] as number)),
  bollingerBands: (p) => (p['period'] as number) - 1,
};

/**
 * How many bars before the first one shown a study must start from for its shown values to be those computed
 * over the whole history (within double rounding), or undefined when it needs the whole history (not listed,
 * or parameters that do not parse: the calculation then reports why). Lets a chart of one year out of thirty
 * compute its averages over about two years of bars, not thirty.
 * @example indicatorRunIn('sma', '200') // 199
 */
export function indicatorRunIn(id: string, parameters: string): number | undefined {
  const rule = RUN_IN[id];
  if (!rule) return undefined;
  try {
    return rule(parseIndicatorParameters(id, parameters));
  } catch {
    return undefined;
  }
}
