import { createBars, type Bars } from '@chartbench/core';

/** Bars folded into pixel columns, with the first source index of each column. */
export interface DecimatedBars {
  readonly bars: Bars;
  /** Source index of each output bar's first bar. */
  readonly firstIndex: Int32Array;
  /** Number of source bars per output bar (1 when nothing was folded). */
  readonly factor: number;
}

/**
 * Folds bars that share a pixel column into one bar per column (first open, highest high, lowest low, last
 * close, summed volume), so drawing cost is bounded by the chart's width while every extreme stays visible.
 * One pass over the input: cost grows linearly with the bar count. Returns the input as is when it fits.
 */
export function decimateBars(bars: Bars, columns: number): DecimatedBars {
  const count = bars.close.length;
  const target = Math.max(1, Math.floor(columns));
  if (count <= target) {
    const firstIndex = new Int32Array(count);
    for (let i = 0; i < count; i++) firstIndex[i] = i;
    return { bars, firstIndex, factor: 1 };
  }
  const out = createBars(target);
  const firstIndex = new Int32Array(target);
  let column = -1;
  for (let i = 0; i < count; i++) {
    const c = Math.min(target - 1, Math.floor((i * target) / count));
    const high = bars.high[i] as number;
    const low = bars.low[i] as number;
    if (c !== column) {
      column = c;
      firstIndex[c] = i;
      out.time[c] = bars.time[i] as number;
      out.open[c] = bars.open[i] as number;
      out.high[c] = high;
      out.low[c] = low;
      out.volume[c] = bars.volume[i] as number;
    } else {
      if (high > (out.high[c] as number)) out.high[c] = high;
      if (low < (out.low[c] as number)) out.low[c] = low;
      out.volume[c] = (out.volume[c] as number) + (bars.volume[i] as number);
    }
    out.close[c] = bars.close[i] as number;
  }
  return { bars: out, firstIndex, factor: count / target };
}

/** A line folded into pixel columns: per column the first, lowest, highest and last defined values. */
export interface DecimatedLine {
  /** Column of each emitted point. */
  readonly column: number[];
  /** Value of each emitted point; NaN marks a break in the line. */
  readonly value: number[];
}

/**
 * Min/max decimation of one line (M4): each pixel column keeps its first, lowest, highest and last values in
 * the order they occur, so the drawn line looks like the full one at this width. A run of NaN (undefined)
 * values emits one NaN point so the drawn path breaks there. One pass: linear in the input length.
 */
export function decimateLine(values: ArrayLike<number>, columns: number): DecimatedLine {
  const count = values.length;
  const target = Math.max(1, Math.floor(columns));
  const column: number[] = [];
  const value: number[] = [];
  let current = -1;
  // Indices of the first, lowest, highest and last defined value of the open segment in the current column.
  let firstAt = -1;
  let minAt = -1;
  let maxAt = -1;
  let lastAt = -1;
  const flush = (): void => {
    if (firstAt < 0) return;
    const picks = [firstAt, minAt, maxAt, lastAt].sort((a, b) => a - b);
    let previous = -1;
    for (const at of picks) {
      if (at === previous) continue;
      previous = at;
      column.push(current);
      value.push(values[at] as number);
    }
    firstAt = minAt = maxAt = lastAt = -1;
  };
  let inGap = false;
  for (let i = 0; i < count; i++) {
    const c = Math.min(target - 1, Math.floor((i * target) / count));
    if (c !== current) {
      flush();
      current = c;
    }
    const v = values[i] as number;
    if (Number.isNaN(v)) {
      if (!inGap && (firstAt >= 0 || column.length > 0)) {
        flush();
        column.push(current);
        value.push(NaN);
      }
      inGap = true;
      continue;
    }
    inGap = false;
    if (firstAt < 0) firstAt = minAt = maxAt = i;
    if (v < (values[minAt] as number)) minAt = i;
    if (v > (values[maxAt] as number)) maxAt = i;
    lastAt = i;
  }
  flush();
  return { column, value };
}
