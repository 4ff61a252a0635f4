import type { Bars } from '@chartbench/core';
import type { ValueScale } from '../layout/scale';
import type { XAxis } from '../layout/x-axis';
import { px } from '../util/format';
import type { PaintStyle, PathNode } from './types';

/** Colours of a two-colour series (bars, candles, volume). */
export interface UpDownColors {
  readonly up: string;
  readonly down: string;
  readonly upFill: string;
  readonly downFill: string;
  /** Fill of hollow bodies (the panel background). */
  readonly background?: string;
}

/** Snaps a centre to the middle of a pixel so 1 px strokes stay sharp. */
function snap(x: number): number {
  return Math.floor(x) + 0.5;
}

function path(role: string, d: string, style: PaintStyle): PathNode {
  return { kind: 'path', role, d, style };
}

/** Whether bar i closed up against the previous close (the first bar compares with `previousClose` or its open). */
function closedUp(bars: Bars, i: number, previousClose: number): boolean {
  const before =
    i > 0
      ? (bars.close[i - 1] as number)
      : Number.isNaN(previousClose)
        ? (bars.open[i] as number)
        : previousClose;
  return (bars.close[i] as number) >= before;
}

/**
 * Candlesticks as at most six paths (wicks, hollow and filled bodies, per colour). Colour follows the close
 * against the previous close (or against the open, for Heikin-Ashi); a body is hollow when the close is above
 * the open, unless candles are solid.
 */
export function candlePaths(
  bars: Bars,
  x: XAxis,
  scale: ValueScale,
  colors: UpDownColors,
  options: { solid: boolean; previousClose: number; opacity?: number; role?: string; colorByOpen?: boolean },
): PathNode[] {
  const role = options.role ?? 'price';
  let wicksUp = '';
  let wicksDown = '';
  let hollowUp = '';
  let hollowDown = '';
  let filledUp = '';
  let filledDown = '';
  for (let i = 0; i < x.count; i++) {
    const cx = snap(x.centers[i] as number);
    const open = bars.open[i] as number;
    const close = bars.close[i] as number;
    if (!Number.isFinite(open + close + (bars.high[i] as number) + (bars.low[i] as number))) continue;
    const up = options.colorByOpen ? close >= open : closedUp(bars, i, options.previousClose);
    const yHigh = scale.toY(bars.high[i] as number);
    const yLow = scale.toY(bars.low[i] as number);
    const yOpen = scale.toY(open);
    const yClose = scale.toY(close);
    const half = Math.max(0.5, Math.min((x.widths[i] as number) * 0.38, (x.widths[i] as number) / 2 - 0.5));
    const wick = `M${px(cx)} ${px(Math.min(yHigh, yLow))}V${px(Math.max(yHigh, yLow))}`;
    if (up) wicksUp += wick;
    else wicksDown += wick;
    const top = Math.min(yOpen, yClose);
    const height = Math.max(1, Math.abs(yOpen - yClose));
    const body = `M${px(cx - half)} ${px(top)}h${px(half * 2)}v${px(height)}h${px(-half * 2)}Z`;
    const hollow = !options.solid && close > open;
    if (hollow) {
      if (up) hollowUp += body;
      else hollowDown += body;
    } else if (up) filledUp += body;
    else filledDown += body;
  }
  const common = { opacity: options.opacity, crisp: true } as const;
  return [
    path(`${role}-wicks-up`, wicksUp, { stroke: colors.up, ...common }),
    path(`${role}-wicks-down`, wicksDown, { stroke: colors.down, ...common }),
    path(`${role}-bodies-hollow-up`, hollowUp, {
      stroke: colors.up,
      fill: colors.background ?? 'none',
      ...common,
    }),
    path(`${role}-bodies-hollow-down`, hollowDown, {
      stroke: colors.down,
      fill: colors.background ?? 'none',
      ...common,
    }),
    path(`${role}-bodies-up`, filledUp, { stroke: colors.up, fill: colors.upFill, ...common }),
    path(`${role}-bodies-down`, filledDown, { stroke: colors.down, fill: colors.downFill, ...common }),
  ].filter((node) => node.d !== '');
}

/** OHLC (or HLC) bars as one path per colour: a high-low stroke with open and close ticks. */
export function ohlcPaths(
  bars: Bars,
  x: XAxis,
  scale: ValueScale,
  colors: UpDownColors,
  options: { thick: boolean; withOpen: boolean; previousClose: number; opacity?: number; role?: string },
): PathNode[] {
  const role = options.role ?? 'price';
  let up = '';
  let down = '';
  for (let i = 0; i < x.count; i++) {
    if (!Number.isFinite((bars.high[i] as number) + (bars.low[i] as number) + (bars.close[i] as number)))
      continue;
    const cx = snap(x.centers[i] as number);
    const tick = Math.max(1, Math.min((x.widths[i] as number) * 0.45, 6));
    const yHigh = scale.toY(bars.high[i] as number);
    const yLow = scale.toY(bars.low[i] as number);
    let d = `M${px(cx)} ${px(Math.min(yHigh, yLow))}V${px(Math.max(yHigh, yLow) + (yHigh === yLow ? 1 : 0))}`;
    if (options.withOpen && x.widths[i]! >= 3)
      d += `M${px(cx - tick)} ${px(scale.toY(bars.open[i] as number))}H${px(cx)}`;
    if (x.widths[i]! >= 3) d += `M${px(cx)} ${px(scale.toY(bars.close[i] as number))}H${px(cx + tick)}`;
    if (closedUp(bars, i, options.previousClose)) up += d;
    else down += d;
  }
  const width = options.thick ? 2 : 1;
  const common = { strokeWidth: width, opacity: options.opacity, crisp: true } as const;
  return [
    path(`${role}-bars-up`, up, { stroke: colors.up, ...common }),
    path(`${role}-bars-down`, down, { stroke: colors.down, ...common }),
  ].filter((node) => node.d !== '');
}

/** The path data of a polyline through defined values; NaN values break the line. */
export function lineData(values: ArrayLike<number>, xs: ArrayLike<number>, scale: ValueScale): string {
  let d = '';
  let pen = false;
  const count = Math.min(values.length, xs.length);
  for (let i = 0; i < count; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || (scale.log && v <= 0)) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${px(xs[i] as number)} ${px(scale.toY(v))}`;
    pen = true;
  }
  return d;
}

/** Zero-length round-capped segments: one dot per defined value, all in one path. */
export function dotsData(values: ArrayLike<number>, xs: ArrayLike<number>, scale: ValueScale): string {
  let d = '';
  const count = Math.min(values.length, xs.length);
  for (let i = 0; i < count; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || (scale.log && v <= 0)) continue;
    d += `M${px(xs[i] as number)} ${px(scale.toY(v))}h0`;
  }
  return d;
}

/** A filled area between a line and a baseline row, split at undefined values. */
export function areaData(
  values: ArrayLike<number>,
  xs: ArrayLike<number>,
  scale: ValueScale,
  baseY: number,
): string {
  let d = '';
  let runStart = -1;
  let runEnd = -1;
  const count = Math.min(values.length, xs.length);
  const close = (): void => {
    if (runStart < 0) return;
    d += `L${px(xs[runEnd] as number)} ${px(baseY)}L${px(xs[runStart] as number)} ${px(baseY)}Z`;
    runStart = -1;
  };
  for (let i = 0; i < count; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || (scale.log && v <= 0)) {
      close();
      continue;
    }
    d += `${runStart < 0 ? 'M' : 'L'}${px(xs[i] as number)} ${px(scale.toY(v))}`;
    if (runStart < 0) runStart = i;
    runEnd = i;
  }
  close();
  return d;
}

/** Vertical bars from a baseline value to each value, one path (pass the bars' widths for thickness). */
export function histogramData(
  values: ArrayLike<number>,
  x: XAxis,
  scale: ValueScale,
  baseValue: number,
  select?: (i: number) => boolean,
): string {
  let d = '';
  const base = scale.toY(baseValue);
  for (let i = 0; i < x.count; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || (select && !select(i))) continue;
    const y = scale.toY(v);
    const w = Math.max(1, (x.widths[i] as number) * 0.7);
    const left = (x.centers[i] as number) - w / 2;
    const top = Math.min(y, base);
    d += `M${px(left)} ${px(top)}h${px(w)}v${px(Math.max(0.5, Math.abs(base - y)))}h${px(-w)}Z`;
  }
  return d;
}
