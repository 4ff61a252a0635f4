/**
 * The two indicator price styles that change what is drawn, not only how (spec 2 §3; the chart types of the
 * same names, spec 1 §3.3): Cumulative draws the running sum of the indicator's values, Elder Impulse draws
 * impulse bars coloured by the slopes of a 13-period EMA and of the MACD-Histogram (12,26,9).
 */

/** The Elder Impulse of one bar: 1 (green) when both slopes rise, -1 (red) when both fall, 0 (blue) otherwise. */
export type Impulse = -1 | 0 | 1;

/**
 * The running sum of a series (Cumulative): each value is the total of every finite value up to it. A missing
 * value (NaN) stays missing, so warm-up gaps are not drawn as zeros, and does not break the total after it.
 */
export function runningSum(values: ArrayLike<number>): Float64Array {
  const out = new Float64Array(values.length);
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (Number.isFinite(v)) {
      total += v;
      out[i] = total;
    } else out[i] = NaN;
  }
  return out;
}

/** The impulse of one bar from the change of the EMA and of the MACD-Histogram since the bar before. */
export function impulseOf(emaChange: number, histogramChange: number): Impulse {
  if (emaChange > 0 && histogramChange > 0) return 1;
  if (emaChange < 0 && histogramChange < 0) return -1;
  return 0;
}

/**
 * The impulse of every bar of a series from its EMA and MACD-Histogram (same length); the first bar and bars
 * where either is missing are neutral.
 */
export function impulseSeries(ema: ArrayLike<number>, histogram: ArrayLike<number>): Int8Array {
  const n = Math.min(ema.length, histogram.length);
  const out = new Int8Array(n);
  for (let i = 1; i < n; i++) {
    const emaChange = (ema[i] as number) - (ema[i - 1] as number);
    const histogramChange = (histogram[i] as number) - (histogram[i - 1] as number);
    // NaN compares false both ways, so a missing value reads as neutral.
    out[i] = impulseOf(emaChange, histogramChange);
  }
  return out;
}
