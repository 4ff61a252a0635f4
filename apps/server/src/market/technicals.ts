import type { Bars } from '@chartbench/core';
import { calculateIndicator } from '@chartbench/chart-engine';

/** The latest technical values of a symbol's daily bars (NaN where there are too few bars). */
export interface Technicals {
  readonly ema20: number;
  readonly sma50: number;
  readonly sma200: number;
  readonly rsi: number;
  readonly atr: number;
  readonly adx: number;
  readonly plusDi: number;
  readonly minusDi: number;
  readonly sctr: Float64Array;
}

function lastOf(values: Float64Array | undefined): number {
  return values && values.length > 0 ? (values[values.length - 1] ?? Number.NaN) : Number.NaN;
}

/** Computes the summary technicals with chart-engine's indicators (one calculation code for charts and tables). */
export function technicalsOf(bars: Bars): Technicals {
  const adx = calculateIndicator('adxDmi', '14', bars);
  return {
    ema20: lastOf(calculateIndicator('ema', '20', bars).ema),
    sma50: lastOf(calculateIndicator('sma', '50', bars).sma),
    sma200: lastOf(calculateIndicator('sma', '200', bars).sma),
    rsi: lastOf(calculateIndicator('rsi', '14', bars).rsi),
    atr: lastOf(calculateIndicator('atr', '14', bars).atr),
    adx: lastOf(adx.adx),
    plusDi: lastOf(adx.plusDi),
    minusDi: lastOf(adx.minusDi),
    sctr: calculateIndicator('sctr', '', bars).sctr ?? new Float64Array(0),
  };
}

/** A finite number rounded to `decimals`, or undefined. */
export function finite(value: number, decimals = 2): number | undefined {
  return Number.isFinite(value) ? Math.round(value * 10 ** decimals) / 10 ** decimals : undefined;
}

/**
 * A symbol's SCTR per bar of `bars`: its rank in its universe where the provider knows it (spec 2 §3), matched
 * by bar time; otherwise (no universe) the fixed curve of `fallback`, the indicator's own line.
 */
export function rankedSctr(
  ranks: { readonly time: Float64Array; readonly rank: Float64Array } | undefined,
  bars: Bars,
  fallback: Float64Array,
): Float64Array {
  if (!ranks) return fallback;
  const byTime = new Map<number, number>();
  for (let i = 0; i < ranks.time.length; i++) byTime.set(ranks.time[i] as number, ranks.rank[i] as number);
  return Float64Array.from(bars.time, (time) => byTime.get(time) ?? Number.NaN);
}
