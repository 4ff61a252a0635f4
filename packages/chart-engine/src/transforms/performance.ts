import type { Bars } from '@chartbench/core';
import { lowerBound } from '../layout/range';

/**
 * Percent change of each value from a base value: (v - base) / base x 100. A base that is zero or undefined
 * gives NaN throughout, because a change from nothing has no percentage.
 */
export function percentFrom(
  values: ArrayLike<number>,
  base: number,
  start = 0,
  end = values.length,
): Float64Array {
  const out = new Float64Array(Math.max(0, end - start));
  const usable = Number.isFinite(base) && base !== 0;
  for (let i = start; i < end; i++)
    out[i - start] = usable ? (((values[i] as number) - base) / Math.abs(base)) * 100 : NaN;
  return out;
}

/**
 * Aligns another symbol's closes to the main symbol's times: for each main time, the other symbol's latest
 * close at or before it (NaN before its first bar). Linear in both lengths.
 */
export function alignCloses(mainTimes: ArrayLike<number>, other: Bars): Float64Array {
  const out = new Float64Array(mainTimes.length).fill(NaN);
  let j = 0;
  const otherCount = other.close.length;
  if (otherCount === 0) return out;
  j = Math.max(0, lowerBound(other.time, mainTimes[0] as number) - 1);
  for (let i = 0; i < mainTimes.length; i++) {
    const t = mainTimes[i] as number;
    while (j + 1 < otherCount && (other.time[j + 1] as number) <= t) j++;
    if ((other.time[j] as number) <= t) out[i] = other.close[j] as number;
  }
  return out;
}

/** One line of a PerfChart: a symbol and its percent change from the first visible bar. */
export interface PerformanceLine {
  readonly symbol: string;
  readonly values: Float64Array;
}

/**
 * PerfChart lines (spec 2 §2, §3): the main symbol and each comparison symbol as percent change from the first
 * visible bar, aligned on the main symbol's times. With a baseline, each line is measured against the main
 * symbol (growth ratio minus one), so the main symbol is the flat zero line and the others show relative
 * performance.
 */
export function perfChartLines(
  mainSymbol: string,
  main: Bars,
  others: readonly { symbol: string; bars: Bars }[],
  start: number,
  end: number,
  baseline: boolean,
): PerformanceLine[] {
  const times = main.time.subarray(start, end);
  const mainLine = percentFrom(main.close, firstDefined(main.close, start, end), start, end);
  const lines: PerformanceLine[] = [{ symbol: mainSymbol, values: mainLine }];
  for (const other of others) {
    const aligned = alignCloses(times, other.bars);
    lines.push({
      symbol: other.symbol,
      values: percentFrom(aligned, firstDefined(aligned, 0, aligned.length)),
    });
  }
  if (baseline) {
    const reference = Float64Array.from(mainLine);
    for (const line of lines) {
      for (let i = 0; i < line.values.length; i++) {
        line.values[i] =
          ((1 + (line.values[i] as number) / 100) / (1 + (reference[i] as number) / 100) - 1) * 100;
      }
    }
  }
  return lines;
}

function firstDefined(values: ArrayLike<number>, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const v = values[i] as number;
    if (Number.isFinite(v) && v !== 0) return v;
  }
  return NaN;
}
