/**
 * Price bars in columns: one typed array per field, all of the same length, oldest first. Columnar arrays
 * keep a million bars in a few flat buffers and let indicators run without allocating per bar.
 */
export interface Bars {
  /** Bar start, in milliseconds since the epoch (UTC). */
  readonly time: Float64Array;
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

/** Allocates empty bars of the given length. */
export function createBars(length: number): Bars {
  return {
    time: new Float64Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length),
  };
}

/** The number of bars. */
export function barCount(bars: Bars): number {
  return bars.close.length;
}

/** Bars `start` (inclusive) to `end` (exclusive), sharing memory with the source. */
export function sliceBars(bars: Bars, start: number, end: number): Bars {
  return {
    time: bars.time.subarray(start, end),
    open: bars.open.subarray(start, end),
    high: bars.high.subarray(start, end),
    low: bars.low.subarray(start, end),
    close: bars.close.subarray(start, end),
    volume: bars.volume.subarray(start, end),
  };
}
