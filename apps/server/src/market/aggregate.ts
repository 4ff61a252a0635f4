import { createBars, sliceBars, type Bars } from '@chartbench/core';
import { DAY_MS } from './days';

/** Bucket key of a bar's time; bars with equal keys (and adjacent) form one aggregated bar. */
export type BucketKey = (time: number) => number;

/** Weekly buckets: Monday to Sunday. */
export const weekKey: BucketKey = (time) => Math.floor((Math.floor(time / DAY_MS) + 3) / 7);
/** Calendar-month buckets. */
export const monthKey: BucketKey = (time) => {
  const date = new Date(time);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};
/** Calendar-quarter buckets. */
export const quarterKey: BucketKey = (time) => Math.floor(monthKey(time) / 3);
/** Calendar-year buckets. */
export const yearKey: BucketKey = (time) => new Date(time).getUTCFullYear();

/** The bucket key of a daily-based period code (W, M, Q, Y). */
export function dailyBucketKey(period: string): BucketKey | undefined {
  return { W: weekKey, M: monthKey, Q: quarterKey, Y: yearKey }[period];
}

/**
 * Aggregates bars into buckets of adjacent bars with equal keys: first open, highest high, lowest low, last
 * close, summed volume; the bucket's time is its first bar's time.
 */
export function aggregateBars(bars: Bars, key: BucketKey): Bars {
  const n = bars.close.length;
  const out = createBars(n);
  let m = -1;
  let current = Number.NaN;
  for (let i = 0; i < n; i++) {
    const k = key(bars.time[i] ?? 0);
    if (k !== current) {
      m++;
      current = k;
      out.time[m] = bars.time[i] ?? 0;
      out.open[m] = bars.open[i] ?? 0;
      out.high[m] = bars.high[i] ?? 0;
      out.low[m] = bars.low[i] ?? 0;
      out.volume[m] = 0;
    }
    out.high[m] = Math.max(out.high[m] ?? 0, bars.high[i] ?? 0);
    out.low[m] = Math.min(out.low[m] ?? 0, bars.low[i] ?? 0);
    out.close[m] = bars.close[i] ?? 0;
    out.volume[m] = (out.volume[m] ?? 0) + (bars.volume[i] ?? 0);
  }
  return truncate(out, m + 1);
}

/** Fixed-width buckets of `minutes`, counted from `origin` (a session or segment start). */
export function minuteBucketKey(origin: number, minutes: number): BucketKey {
  const width = minutes * 60_000;
  return (time) => Math.floor((time - origin) / width);
}

/** Joins several bar sets end to end. */
export function concatBars(parts: readonly Bars[]): Bars {
  const total = parts.reduce((sum, part) => sum + part.close.length, 0);
  const out = createBars(total);
  let offset = 0;
  for (const part of parts) {
    out.time.set(part.time, offset);
    out.open.set(part.open, offset);
    out.high.set(part.high, offset);
    out.low.set(part.low, offset);
    out.close.set(part.close, offset);
    out.volume.set(part.volume, offset);
    offset += part.close.length;
  }
  return out;
}

/**
 * The bars whose time lies in [from, to] (inclusive), as views of `bars` (not copies): the provider's series
 * are never written once made, and a view of a shared series reaches a render thread without a copy.
 */
export function barsBetween(bars: Bars, from: number, to: number): Bars {
  const start = from === Number.NEGATIVE_INFINITY ? 0 : firstAtOrAfter(bars.time, from);
  const end = to === Number.POSITIVE_INFINITY ? bars.time.length : firstAtOrAfter(bars.time, to, true);
  return start === 0 && end === bars.time.length ? bars : sliceBars(bars, start, Math.max(start, end));
}

/** The index of the first time at or after `at` (after it, when `after`) in ascending `times`: a binary search. */
function firstAtOrAfter(times: Float64Array, at: number, after = false): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const time = times[mid] ?? 0;
    if (time < at || (after && time === at)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Copies bars `start` (inclusive) to `end` (exclusive). */
export function copyRange(bars: Bars, start: number, end: number): Bars {
  return {
    time: bars.time.slice(start, end),
    open: bars.open.slice(start, end),
    high: bars.high.slice(start, end),
    low: bars.low.slice(start, end),
    close: bars.close.slice(start, end),
    volume: bars.volume.slice(start, end),
  };
}

function truncate(bars: Bars, length: number): Bars {
  return copyRange(bars, 0, length);
}
