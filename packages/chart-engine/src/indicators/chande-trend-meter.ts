import type { Bars } from '@chartbench/core';
import { calculateBollingerBands } from './bollinger-bands';
import { checkCount, defineCustomIndicator } from './parameters';
import { calculateRsi } from './rsi';
import { nanArray } from './primitives/arrays';
import { rollingStdDev } from './primitives/windows';

/** The Bollinger Band look-backs of the trend meter (ChartSchool: 20, 50, 75 and 100 days). */
const BAND_PERIODS = [20, 50, 75, 100];
/** Look-back of the standard deviation the 1-bar change is measured against. */
const DEVIATION_PERIOD = 100;
/** Number of equally weighted parts: 12 band positions, the change, the RSI and the breakout. */
const PARTS = BAND_PERIODS.length * 3 + 3;

function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

function bandPosition(value: number, lower: number, width: number): number {
  return width > 0 ? clamp01((value - lower) / width) : 0.5;
}

/**
 * Chande Trend Meter, 0..100. ChartSchool names its inputs but not their weights: the positions of the high,
 * low and close within 2-deviation Bollinger Bands of 20, 50, 75 and 100 bars; the price change relative to
 * the 100-bar standard deviation; the 14-bar RSI; and 2-bar price channel breakouts. Chartbench scores each
 * input on 0..1 (band position as a clamped %B; the 1-bar change / 100-bar deviation clamped to ±1 and mapped
 * to 0..1; RSI / 100; a close above the prior 2 bars' highs 1, below their lows 0, else 0.5) and reports their
 * equally weighted mean × 100. First value at bar 99.
 */
export function calculateChandeTrendMeter(bars: Bars): Float64Array {
  const { high, low, close } = bars;
  const n = close.length;
  const total = new Float64Array(n);
  for (const length of BAND_PERIODS) {
    const { upper, lower } = calculateBollingerBands(close, length, 2);
    for (let i = 0; i < n; i++) {
      const lo = lower[i]!;
      const width = upper[i]! - lo;
      total[i]! +=
        width === width
          ? bandPosition(high[i]!, lo, width) +
            bandPosition(low[i]!, lo, width) +
            bandPosition(close[i]!, lo, width)
          : NaN;
    }
  }
  const deviation = rollingStdDev(close, DEVIATION_PERIOD);
  const rsi = calculateRsi(close, 14);
  const out = nanArray(n);
  for (let i = 2; i < n; i++) {
    const d = deviation[i]!;
    const change = d > 0 ? clamp01(((close[i]! - close[i - 1]!) / d + 1) / 2) : 0.5;
    const c = close[i]!;
    const breakout =
      c > Math.max(high[i - 1]!, high[i - 2]!) ? 1 : c < Math.min(low[i - 1]!, low[i - 2]!) ? 0 : 0.5;
    const value = (100 * (total[i]! + (d === d ? change : NaN) + rsi[i]! / 100 + breakout)) / PARTS;
    if (value === value) out[i] = value;
  }
  return out;
}

/** Chande Trend Meter indicator (no parameters). */
export const chandeTrendMeterIndicator = defineCustomIndicator({
  id: 'chandeTrendMeter',
  label: 'Chande Trend Meter',
  parse: (tokens, label) => {
    checkCount(label, tokens, 0);
    return {};
  },
  calculate: (_p, bars) => ({ chandeTrendMeter: calculateChandeTrendMeter(bars) }),
});
