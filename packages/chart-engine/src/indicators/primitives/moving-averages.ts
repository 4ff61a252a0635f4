import { nanArray } from './arrays';

/**
 * Simple moving average. NaN inputs are kept out of the running sum and make the windows that hold them NaN,
 * so a gap never poisons the rest of the series.
 */
export function sma(values: Float64Array, period: number): Float64Array {
  const n = values.length;
  // Every slot is written below, so the array is not pre-filled (one pass less over large outputs).
  const out = new Float64Array(n);
  let sum = 0;
  let nanCount = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v !== v) nanCount++;
    else sum += v;
    if (i >= period) {
      const old = values[i - period]!;
      if (old !== old) nanCount--;
      else sum -= old;
    }
    out[i] = i >= period - 1 && nanCount === 0 ? sum / period : NaN;
  }
  return out;
}

/**
 * Exponential smoothing with multiplier `alpha`, seeded (ChartSchool) with the simple average of the first
 * `period` consecutive valid values; a NaN later on yields NaN at that bar and leaves the running value untouched.
 */
export function smoothed(values: Float64Array, period: number, alpha: number): Float64Array {
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
