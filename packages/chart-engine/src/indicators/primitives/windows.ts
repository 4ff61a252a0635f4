function rollingExtreme(values: Float64Array, period: number, max: boolean): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  // Monotonic deque of indices: each index enters and leaves once, so the pass is O(n). The buffer holds every
  // index once (no wrap-around arithmetic in the hot loop); head and tail only move forward.
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let runStart = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v !== v) {
      head = tail;
      runStart = i + 1;
      out[i] = NaN;
      continue;
    }
    if (max) {
      while (tail > head && values[deque[tail - 1]!]! <= v) tail--;
    } else {
      while (tail > head && values[deque[tail - 1]!]! >= v) tail--;
    }
    deque[tail++] = i;
    if (deque[head]! <= i - period) head++;
    out[i] = i - runStart + 1 >= period ? values[deque[head]!]! : NaN;
  }
  return out;
}

/** Highest value of each `period`-bar window ending at the bar (monotonic deque, O(n)). */
export function rollingMax(values: Float64Array, period: number): Float64Array {
  return rollingExtreme(values, period, true);
}

/** Lowest value of each `period`-bar window ending at the bar (monotonic deque, O(n)). */
export function rollingMin(values: Float64Array, period: number): Float64Array {
  return rollingExtreme(values, period, false);
}

/** Sum of each `period`-bar window ending at the bar; NaN while the window holds a NaN. */
export function rollingSum(values: Float64Array, period: number): Float64Array {
  const n = values.length;
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
    out[i] = i >= period - 1 && nanCount === 0 ? sum : NaN;
  }
  return out;
}

/**
 * Population standard deviation (divide by N, as ChartSchool's Bollinger Bands and Standard Deviation do) of
 * each window. Sums run on values shifted by the first value so large prices do not cancel out precision.
 */
export function rollingStdDev(values: Float64Array, period: number): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  let anchor = NaN;
  let sum = 0;
  let sumSq = 0;
  let nanCount = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (v !== v) nanCount++;
    else {
      if (anchor !== anchor) anchor = v;
      const d = v - anchor;
      sum += d;
      sumSq += d * d;
    }
    if (i >= period) {
      const old = values[i - period]!;
      if (old !== old) nanCount--;
      else {
        const d = old - anchor;
        sum -= d;
        sumSq -= d * d;
      }
    }
    if (i >= period - 1 && nanCount === 0) {
      const mean = sum / period;
      const variance = sumSq / period - mean * mean;
      out[i] = variance > 0 ? Math.sqrt(variance) : 0;
    } else out[i] = NaN;
  }
  return out;
}
