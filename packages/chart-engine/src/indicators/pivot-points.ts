import type { Bars } from '@chartbench/core';
import { checkCount, defineCustomIndicator, parameterError } from './parameters';
import { nanArray } from './primitives/arrays';

/** Pivot point flavours: blank standard, F Fibonacci, D DeMark. */
export type PivotMode = 'standard' | 'fibonacci' | 'demark';

const DAY = 86_400_000;

/** How bars are grouped into the periods whose prior values set the pivots (ChartSchool). */
export type PivotTimeframe = 'day' | 'month' | 'year';

/**
 * The pivot timeframe for the bars' spacing (ChartSchool): intraday bars use the prior day, daily bars the
 * prior month, weekly and monthly bars the prior year. The spacing is the median gap between bar times.
 */
export function pivotTimeframe(time: Float64Array): PivotTimeframe {
  const gaps: number[] = [];
  for (let i = 1; i < time.length && gaps.length < 101; i++) gaps.push(time[i]! - time[i - 1]!);
  if (gaps.length === 0) return 'month';
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)]!;
  return median < 0.8 * DAY ? 'day' : median < 5 * DAY ? 'month' : 'year';
}

function groupKey(t: number, timeframe: PivotTimeframe): number {
  if (timeframe === 'day') return Math.floor(t / DAY);
  const date = new Date(t);
  return timeframe === 'month' ? date.getUTCFullYear() * 12 + date.getUTCMonth() : date.getUTCFullYear();
}

const LINES: Record<PivotMode, readonly string[]> = {
  standard: ['pivot', 'r1', 'r2', 's1', 's2'],
  fibonacci: ['pivot', 'r1', 'r2', 'r3', 's1', 's2', 's3'],
  demark: ['pivot', 'r1', 's1'],
};

function levelsOf(mode: PivotMode, open: number, high: number, low: number, close: number): number[] {
  const range = high - low;
  if (mode === 'demark') {
    const x =
      close < open ? high + 2 * low + close : close > open ? 2 * high + low + close : high + low + 2 * close;
    return [x / 4, x / 2 - low, x / 2 - high];
  }
  const p = (high + low + close) / 3;
  if (mode === 'fibonacci')
    return [
      p,
      p + 0.382 * range,
      p + 0.618 * range,
      p + range,
      p - 0.382 * range,
      p - 0.618 * range,
      p - range,
    ];
  return [p, 2 * p - low, p + range, 2 * p - high, p - range];
}

/**
 * Pivot Points (ChartSchool). Standard: P = (H + L + C) / 3, R1 = 2P - L, S1 = 2P - H, R2 = P + (H - L),
 * S2 = P - (H - L). Fibonacci: P, then P ± 0.382, 0.618 and 1.000 × (H - L). DeMark: X = H + 2L + C when
 * C < O, 2H + L + C when C > O, H + L + 2C otherwise; P = X / 4, R1 = X / 2 - L, S1 = X / 2 - H. H, L, C
 * and O are the prior period's; bars of the first period have no pivots.
 */
export function calculatePivotPoints(
  bars: Bars,
  mode: PivotMode,
  timeframe = pivotTimeframe(bars.time),
): Record<string, Float64Array> {
  const n = bars.close.length;
  const names = LINES[mode];
  const lines = names.map(() => nanArray(n));
  let key = NaN;
  let open = NaN;
  let high = -Infinity;
  let low = Infinity;
  let close = NaN;
  let levels: number[] | undefined;
  for (let i = 0; i < n; i++) {
    const k = groupKey(bars.time[i]!, timeframe);
    if (k !== key) {
      if (key === key) levels = levelsOf(mode, open, high, low, close);
      key = k;
      open = bars.open[i]!;
      high = -Infinity;
      low = Infinity;
    }
    high = Math.max(high, bars.high[i]!);
    low = Math.min(low, bars.low[i]!);
    close = bars.close[i]!;
    if (levels) for (let l = 0; l < lines.length; l++) lines[l]![i] = levels[l]!;
  }
  return Object.fromEntries(names.map((name, l) => [name, lines[l]!]));
}

/** Pivot Points overlay: blank standard, F Fibonacci, D DeMark. */
export const pivotPointsIndicator = defineCustomIndicator({
  id: 'pivotPoints',
  label: 'Pivot Points',
  parse: (tokens, label) => {
    checkCount(label, tokens, 1);
    const flag = (tokens[0] ?? '').toUpperCase();
    const mode: PivotMode | undefined =
      flag === '' ? 'standard' : flag === 'F' ? 'fibonacci' : flag === 'D' ? 'demark' : undefined;
    if (!mode)
      throw parameterError(label, `"${tokens[0]}" must be blank (standard), F (Fibonacci) or D (DeMark)`);
    return { mode };
  },
  calculate: (p, bars) => calculatePivotPoints(bars, p.mode),
});
