import type { Bars } from '@chartbench/core';
import { nanArray } from './arrays';

/**
 * Another symbol's values placed on the main symbol's bar times: each main bar takes the other symbol's
 * latest bar at or before its time (holidays differ between markets), NaN before the other series starts.
 */
export function alignToTimes(
  times: Float64Array,
  otherTimes: Float64Array,
  otherValues: Float64Array,
): Float64Array {
  const n = times.length;
  const m = otherTimes.length;
  const out = nanArray(n);
  if (n === 0) return out;
  // Start at the other series' last bar at or before the first time, found by halving: the main bars are often
  // a short window (a chart's visible year) of a long comparison history, which a walk from its start read whole.
  let low = -1;
  let high = m;
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (otherTimes[middle]! <= times[0]!) low = middle;
    else high = middle;
  }
  let j = low;
  for (let i = 0; i < n; i++) {
    const t = times[i]!;
    while (j + 1 < m && otherTimes[j + 1]! <= t) j++;
    if (j >= 0) out[i] = otherValues[j]!;
  }
  return out;
}

/** Another symbol's closes aligned to the main bars' times. */
export function alignedClose(bars: Bars, other: Bars): Float64Array {
  return alignToTimes(bars.time, other.time, other.close);
}
