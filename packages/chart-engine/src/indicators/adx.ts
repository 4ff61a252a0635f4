import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';

/** ADX lines: the Average Directional Index and the two directional indicators. */
export interface AdxLines {
  readonly adx: Float64Array;
  readonly plusDi: Float64Array;
  readonly minusDi: Float64Array;
}

/**
 * ADX with +DI and -DI (Wilder, ChartSchool): +DM = high - previous high when it beats previous low - low
 * (and is positive), -DM the reverse; TR, +DM and -DM are Wilder-smoothed from the second bar (the first
 * smoothed value is the plain sum of `period` values, then sum - sum / period + current); ±DI = 100 × smoothed
 * DM / smoothed TR (first at bar `period`); DX = 100 × |+DI - -DI| / (+DI + -DI); ADX = average of the first
 * `period` DX values (bar 2 × period - 1), then Wilder smoothing (previous × (period - 1) + DX) / period.
 */
export function calculateAdx(bars: Bars, length: number): AdxLines {
  const { high, low, close } = bars;
  const n = close.length;
  const adx = nanArray(n);
  const plusDi = nanArray(n);
  const minusDi = nanArray(n);
  let tr = 0;
  let plus = 0;
  let minus = 0;
  let dxSum = 0;
  let average = 0;
  for (let i = 1; i < n; i++) {
    const up = high[i]! - high[i - 1]!;
    const down = low[i - 1]! - low[i]!;
    const plusDm = up > down && up > 0 ? up : 0;
    const minusDm = down > up && down > 0 ? down : 0;
    const pc = close[i - 1]!;
    const range = Math.max(high[i]!, pc) - Math.min(low[i]!, pc);
    if (i <= length) {
      tr += range;
      plus += plusDm;
      minus += minusDm;
      if (i < length) continue;
    } else {
      tr += range - tr / length;
      plus += plusDm - plus / length;
      minus += minusDm - minus / length;
    }
    const pdi = tr === 0 ? 0 : (100 * plus) / tr;
    const mdi = tr === 0 ? 0 : (100 * minus) / tr;
    plusDi[i] = pdi;
    minusDi[i] = mdi;
    const dx = pdi + mdi === 0 ? 0 : (100 * Math.abs(pdi - mdi)) / (pdi + mdi);
    const seen = i - length + 1;
    if (seen < length) dxSum += dx;
    else if (seen === length) {
      average = (dxSum + dx) / length;
      adx[i] = average;
    } else {
      average = (average * (length - 1) + dx) / length;
      adx[i] = average;
    }
  }
  return { adx, plusDi, minusDi };
}

/** ADX with +DI and -DI, default 14. */
export const adxDmiIndicator = defineIndicator({
  id: 'adxDmi',
  label: 'ADX Line (with +DI and -DI)',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ ...calculateAdx(bars, p.period) }),
});

/** ADX alone, default 14. */
export const adxLineIndicator = defineIndicator({
  id: 'adxLine',
  label: 'ADX Line',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ adx: calculateAdx(bars, p.period).adx }),
});
