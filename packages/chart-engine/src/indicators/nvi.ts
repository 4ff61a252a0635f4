import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import type { IndicatorOutput } from './types';
import { ema } from './primitives/moving-averages';

/** The Negative Volume Index's starting value (ChartSchool). */
export const NVI_START = 1000;

/**
 * Negative Volume Index (Fosback, ChartSchool): starts at 1000; on a bar whose volume is lower than the
 * previous bar's it moves by the close's percent change, otherwise it is unchanged.
 */
export function calculateNvi(bars: Bars): Float64Array {
  const { close, volume } = bars;
  const n = close.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  out[0] = NVI_START;
  for (let i = 1; i < n; i++) {
    const prev = out[i - 1]!;
    out[i] = volume[i]! < volume[i - 1]! ? prev * (close[i]! / close[i - 1]!) : prev;
  }
  return out;
}

/** Negative Volume Index with its signal EMA, default 255 (1 removes the signal). */
export const nviIndicator = defineIndicator({
  id: 'nvi',
  label: 'Negative Volume Index',
  parameters: [period('signal', 255)],
  calculate: (p, bars): IndicatorOutput => {
    const nvi = calculateNvi(bars);
    return p.signal > 1 ? { nvi, signal: ema(nvi, p.signal) } : { nvi };
  },
});
