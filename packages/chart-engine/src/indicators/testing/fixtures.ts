import type { Bars } from '@chartbench/core';

/** Bars built from plain columns (tests write small fixtures by hand); missing columns copy the close. */
export function barsOf(columns: {
  close: readonly number[];
  open?: readonly number[];
  high?: readonly number[];
  low?: readonly number[];
  volume?: readonly number[];
  time?: readonly number[];
}): Bars {
  const n = columns.close.length;
  const day = 86_400_000;
  return {
    time: Float64Array.from(
      columns.time ?? Array.from({ length: n }, (_, i) => Date.UTC(2024, 0, 1) + i * day),
    ),
    open: Float64Array.from(columns.open ?? columns.close),
    high: Float64Array.from(columns.high ?? columns.close),
    low: Float64Array.from(columns.low ?? columns.close),
    close: Float64Array.from(columns.close),
    volume: Float64Array.from(columns.volume ?? new Array<number>(n).fill(1000)),
  };
}

/**
 * A deterministic random walk of daily bars (mulberry32 seeded), with realistic high/low/open around each close,
 * for long-series comparisons with the peer libraries and for the benchmark.
 */
export function randomWalkBars(length: number, seed = 42, start = 100): Bars {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const bars: Bars = {
    time: new Float64Array(length),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length),
  };
  let close = start;
  for (let i = 0; i < length; i++) {
    const open = close * (1 + (random() - 0.5) * 0.01);
    close = Math.max(1, open * (1 + (random() - 0.5) * 0.04));
    bars.time[i] = Date.UTC(2000, 0, 3) + i * 86_400_000;
    bars.open[i] = open;
    bars.close[i] = close;
    bars.high[i] = Math.max(open, close) * (1 + random() * 0.01);
    bars.low[i] = Math.min(open, close) * (1 - random() * 0.01);
    bars.volume[i] = Math.round(100_000 + random() * 900_000);
  }
  return bars;
}

/** The largest absolute difference between two series over the indices where `expected` is defined. */
export function maxDifference(actual: ArrayLike<number>, expected: ArrayLike<number>, from = 0): number {
  let worst = 0;
  for (let i = from; i < expected.length; i++) {
    const e = expected[i]!;
    if (Number.isNaN(e)) continue;
    const d = Math.abs(actual[i]! - e);
    if (!(d <= worst)) worst = d;
  }
  return worst;
}

/** A peer's trimmed output (one value per bar after its warm-up) placed at the bars it belongs to. */
export function alignEnd(values: readonly number[], length: number): Float64Array {
  const out = new Float64Array(length).fill(NaN);
  out.set(values, length - values.length);
  return out;
}
