import { checkCount, defineCustomIndicator } from './parameters';
import { calculatePercentageOscillator } from './ppo';
import { calculateRsi } from './rsi';
import { nanArray } from './primitives/arrays';
import { ema } from './primitives/moving-averages';
import { rateOfChange } from './primitives/prices';
import type { IndicatorContext } from './types';

/** SCTR lines. */
export interface SctrLines {
  /** The technical score scaled to 0..99.9 (see calculateSctr). */
  readonly sctr: Float64Array;
  /** The raw weighted technical score. */
  readonly score: Float64Array;
}

/** Raw score the logistic scaling maps to 50: a flat stock scores 2.5 (PPO slope) + 2.5 (RSI 50). */
export const SCTR_NEUTRAL_SCORE = 5;
/** Raw score points per unit of the logistic: ±10 points from neutral is 73.1 / 26.8. */
export const SCTR_SCALE = 10;

/**
 * StockCharts Technical Rank score (ChartSchool): long term 60% (percent above/below the 200-bar EMA 30%,
 * 125-bar ROC 30%), medium term 30% (percent above/below the 50-bar EMA 15%, 20-bar ROC 15%), short term 10%
 * (3-bar slope of the PPO(12,26,9) histogram 5%, scored 0 below -1, 5 above +1 and (slope + 1) × 50 × 5%
 * between; RSI(14) 5%). StockCharts ranks that score against a universe of stocks (the SCTR indicator does so
 * when its context knows the universe's ranks, `sctrRankAt`); without a universe (offline, a symbol in none) this
 * maps the score onto 0..99.9 with a fixed logistic, 99.9 / (1 + e^-(score - 5) / 10),
 * which keeps the published ordering (a higher score is always a higher SCTR) and puts a flat stock at 50.
 * First value at bar 199 (the 200-bar EMA).
 */
export function calculateSctr(close: Float64Array): SctrLines {
  const n = close.length;
  const ema200 = ema(close, 200);
  const ema50 = ema(close, 50);
  const roc125 = rateOfChange(close, 125);
  const roc20 = rateOfChange(close, 20);
  const histogram = calculatePercentageOscillator(close, 12, 26, 9).histogram;
  const rsi = calculateRsi(close, 14);
  const score = nanArray(n);
  const sctr = nanArray(n);
  for (let i = 3; i < n; i++) {
    const slope = (histogram[i]! - histogram[i - 3]!) / 3;
    const slopePoints = slope > 1 ? 5 : slope < -1 ? 0 : (slope + 1) * 50 * 0.05;
    const value =
      0.3 * (close[i]! / ema200[i]! - 1) * 100 +
      0.3 * roc125[i]! +
      0.15 * (close[i]! / ema50[i]! - 1) * 100 +
      0.15 * roc20[i]! +
      slopePoints +
      0.05 * rsi[i]!;
    if (value !== value) continue;
    score[i] = value;
    sctr[i] = 99.9 / (1 + Math.exp(-(value - SCTR_NEUTRAL_SCORE) / SCTR_SCALE));
  }
  return { sctr, score };
}

/** SCTR indicator (no parameters). */
export const sctrIndicator = defineCustomIndicator({
  id: 'sctr',
  label: 'SCTR',
  parse: (tokens, label) => {
    checkCount(label, tokens, 0);
    return {};
  },
  calculate: (_p, bars, context: IndicatorContext) => {
    const lines = calculateSctr(bars.close);
    const rankAt = context.sctrRankAt;
    if (!rankAt) return { ...lines };
    // Ranked against the universe (the server knows it): the percentile replaces the fixed curve.
    const ranked = Float64Array.from(bars.time, (time) => rankAt(time));
    return { sctr: ranked, score: lines.score };
  },
});
