import { defineCustomIndicator } from './parameters';
import { parseMacdParameters } from './macd';
import { nanArray, subtract } from './primitives/arrays';
import { ema } from './primitives/moving-averages';
import type { IndicatorOutput } from './types';

/** Percentage oscillator lines: oscillator, its signal EMA, and their difference. */
export interface PercentageOscillatorLines {
  readonly oscillator: Float64Array;
  readonly signal: Float64Array;
  readonly histogram: Float64Array;
}

/**
 * Percentage Price/Volume Oscillator (ChartSchool): (EMA(fast) - EMA(slow)) / EMA(slow) × 100, signal =
 * EMA(signal) of it, histogram = oscillator - signal. EMAs are SMA-seeded as in MACD.
 */
export function calculatePercentageOscillator(
  values: Float64Array,
  fast: number,
  slow: number,
  signal: number,
): PercentageOscillatorLines {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const n = values.length;
  const oscillator = nanArray(n);
  for (let i = 0; i < n; i++) {
    const s = slowLine[i]!;
    if (s === s && s !== 0) oscillator[i] = ((fastLine[i]! - s) / s) * 100;
  }
  const signalLine = signal > 1 ? ema(oscillator, signal) : nanArray(n);
  return { oscillator, signal: signalLine, histogram: subtract(oscillator, signalLine) };
}

/** Percentage Price Oscillator, default 12,26,9 (a blank or 1 signal removes signal and histogram). */
export const ppoIndicator = defineCustomIndicator({
  id: 'ppo',
  label: 'PPO',
  parse: (tokens, label) => parseMacdParameters(label, tokens),
  calculate: (p, bars): IndicatorOutput => {
    const lines = calculatePercentageOscillator(bars.close, p.fast, p.slow, p.signal);
    return p.signal > 1
      ? { ppo: lines.oscillator, signal: lines.signal, histogram: lines.histogram }
      : { ppo: lines.oscillator };
  },
});

/** Percentage Volume Oscillator: the PPO of volume, default 12,26,9. */
export const pvoIndicator = defineCustomIndicator({
  id: 'pvo',
  label: 'PVO',
  parse: (tokens, label) => parseMacdParameters(label, tokens),
  calculate: (p, bars): IndicatorOutput => {
    const lines = calculatePercentageOscillator(bars.volume, p.fast, p.slow, p.signal);
    return p.signal > 1
      ? { pvo: lines.oscillator, signal: lines.signal, histogram: lines.histogram }
      : { pvo: lines.oscillator };
  },
});
