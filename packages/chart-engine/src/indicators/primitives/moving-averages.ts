import { nanArray } from './arrays';
import { rollingSum } from './windows';

/**
 * Simple moving average. NaN inputs are kept out of the running sum and make the windows that hold them NaN,
 * so a gap never poisons the rest of the series.
 */
export function sma(values: Float64Array, period: number): Float64Array {
  const n = values.length;
  // Every slot is written below, so the array is not pre-filled (one pass less over large outputs).
  const out = new Float64Array(n);
  // Fast path: a series without NaN needs no gap bookkeeping and no per-bar warm-up test. A NaN anywhere
  // leaves the running sum NaN for good, so one test at the end says whether the careful loop must redo it;
  // without NaN both loops do the same additions in the same order, so the values are identical.
  const warm = Math.min(n, period - 1);
  let sum = 0;
  let i = 0;
  for (; i < warm; i++) {
    sum += values[i]!;
    out[i] = NaN;
  }
  if (i < n && i < period) {
    sum += values[i]!;
    out[i] = sum / period;
    i++;
  }
  for (; i < n; i++) {
    sum += values[i]!;
    sum -= values[i - period]!;
    out[i] = sum / period;
  }
  return sum === sum ? out : smaWithGaps(values, period, out);
}

/** {@link sma} over a series holding NaN: the windows' sums, which leave out the NaN, over the period. */
function smaWithGaps(values: Float64Array, period: number, out: Float64Array): Float64Array {
  const sums = rollingSum(values, period);
  for (let i = 0; i < sums.length; i++) out[i] = sums[i]! / period;
  return out;
}

/**
 * Exponential smoothing with multiplier `alpha`, seeded (ChartSchool) with the simple average of the first
 * `period` consecutive valid values; a NaN later on yields NaN at that bar and leaves the running value untouched.
 */
export function smoothed(values: Float64Array, period: number, alpha: number): Float64Array {
  const n = values.length;
  if (n < period) return smoothedWithGaps(values, period, alpha);
  // Fast path, as in sma: no NaN test per bar; a NaN leaves the running value NaN for good, and then the
  // careful loop redoes the series (same operations in the same order where there is no NaN).
  const out = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < period - 1; i++) {
    sum += values[i]!;
    out[i] = NaN;
  }
  sum += values[period - 1]!;
  let prev = sum / period;
  out[period - 1] = prev;
  for (let i = period; i < n; i++) out[i] = prev += alpha * (values[i]! - prev);
  return prev === prev ? out : smoothedWithGaps(values, period, alpha);
}

/** {@link smoothed} over a series holding NaN: the seed restarts after a gap, later gaps are skipped. */
function smoothedWithGaps(values: Float64Array, period: number, alpha: number): Float64Array {
  const n = values.length;
  // Only the warm-up is pre-filled with NaN; every later slot is written below.
  const out = new Float64Array(n);
  let sum = 0;
  let run = 0;
  let i = 0;
  for (; i < n && run < period; i++) {
    out[i] = NaN;
    const v = values[i]!;
    if (v !== v) {
      sum = 0;
      run = 0;
    } else {
      sum += v;
      run++;
    }
  }
  if (run < period) return out;
  let prev = sum / period;
  out[i - 1] = prev;
  for (; i < n; i++) {
    const v = values[i]!;
    if (v === v) {
      prev += alpha * (v - prev);
      out[i] = prev;
    } else out[i] = NaN;
  }
  return out;
}

/** Exponential moving average, multiplier 2 / (period + 1), first value the SMA of the first period values. */
export function ema(values: Float64Array, period: number): Float64Array {
  return smoothed(values, period, 2 / (period + 1));
}

/** Wilder's smoothing (RMA, SMMA): multiplier 1 / period, first value the SMA of the first period values. */
export function wilder(values: Float64Array, period: number): Float64Array {
  return smoothed(values, period, 1 / period);
}

/** Linearly weighted moving average (weights 1..period, newest heaviest), restarting after a NaN. */
export function wma(values: Float64Array, period: number): Float64Array {
  const n = values.length;
  const out = nanArray(n);
  const divisor = (period * (period + 1)) / 2;
  let weighted = 0;
  let total = 0;
  let run = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v !== v) {
      weighted = 0;
      total = 0;
      run = 0;
      continue;
    }
    run++;
    if (run <= period) {
      weighted += run * v;
      total += v;
    } else {
      // Sliding the window lowers every old weight by one (minus the old total) and adds the new value at full weight.
      weighted += period * v - total;
      total += v - values[i - period]!;
    }
    if (run >= period) out[i] = weighted / divisor;
  }
  return out;
}
