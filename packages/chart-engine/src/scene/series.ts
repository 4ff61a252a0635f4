import type { Bars } from '@chartbench/core';
import type { ValueScale } from '../layout/scale';
import type { XAxis } from '../layout/x-axis';
import { PathData } from '../util/path-data';
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
export function closedUp(bars: Bars, i: number, previousClose: number): boolean {
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
  const capacity = x.count * 12;
  const wicksUp = new PathData(capacity);
  const wicksDown = new PathData(capacity);
  const hollowUp = new PathData(capacity);
  const hollowDown = new PathData(capacity);
  const filledUp = new PathData(capacity);
  const filledDown = new PathData(capacity);
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
    const wick = up ? wicksUp : wicksDown;
    wick.moveTo(cx, Math.min(yHigh, yLow));
    wick.verticalTo(Math.max(yHigh, yLow));
    const hollow = !options.solid && close > open;
    const body = hollow ? (up ? hollowUp : hollowDown) : up ? filledUp : filledDown;
    body.rect(cx - half, Math.min(yOpen, yClose), half * 2, Math.max(1, Math.abs(yOpen - yClose)));
  }
  const common = { opacity: options.opacity, crisp: true } as const;
  return [
    path(`${role}-wicks-up`, wicksUp.finish(), { stroke: colors.up, ...common }),
    path(`${role}-wicks-down`, wicksDown.finish(), { stroke: colors.down, ...common }),
    path(`${role}-bodies-hollow-up`, hollowUp.finish(), {
      stroke: colors.up,
      fill: colors.background ?? 'none',
      ...common,
    }),
    path(`${role}-bodies-hollow-down`, hollowDown.finish(), {
      stroke: colors.down,
      fill: colors.background ?? 'none',
      ...common,
    }),
    path(`${role}-bodies-up`, filledUp.finish(), { stroke: colors.up, fill: colors.upFill, ...common }),
    path(`${role}-bodies-down`, filledDown.finish(), {
      stroke: colors.down,
      fill: colors.downFill,
      ...common,
    }),
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
  const up = new PathData(x.count * 24);
  const down = new PathData(x.count * 24);
  for (let i = 0; i < x.count; i++) {
    if (!Number.isFinite((bars.high[i] as number) + (bars.low[i] as number) + (bars.close[i] as number)))
      continue;
    const cx = snap(x.centers[i] as number);
    const tick = Math.max(1, Math.min((x.widths[i] as number) * 0.45, 6));
    const yHigh = scale.toY(bars.high[i] as number);
    const yLow = scale.toY(bars.low[i] as number);
    const d = closedUp(bars, i, options.previousClose) ? up : down;
    d.moveTo(cx, Math.min(yHigh, yLow));
    d.verticalTo(Math.max(yHigh, yLow) + (yHigh === yLow ? 1 : 0));
    if (options.withOpen && x.widths[i]! >= 3) {
      d.moveTo(cx - tick, scale.toY(bars.open[i] as number));
      d.horizontalTo(cx);
    }
    if (x.widths[i]! >= 3) {
      d.moveTo(cx, scale.toY(bars.close[i] as number));
      d.horizontalTo(cx + tick);
    }
  }
  const width = options.thick ? 2 : 1;
  const common = { strokeWidth: width, opacity: options.opacity, crisp: true } as const;
  return [
    path(`${role}-bars-up`, up.finish(), { stroke: colors.up, ...common }),
    path(`${role}-bars-down`, down.finish(), { stroke: colors.down, ...common }),
  ].filter((node) => node.d !== '');
}

/** The path data of a polyline through defined values; NaN values break the line. */
export function lineData(values: ArrayLike<number>, xs: ArrayLike<number>, scale: ValueScale): string {
  const count = Math.min(values.length, xs.length);
  const d = new PathData(count * 12);
  let pen = false;
  for (let i = 0; i < count; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || (scale.log && v <= 0)) {
      pen = false;
      continue;
    }
    if (pen) d.lineTo(xs[i] as number, scale.toY(v));
    else d.moveTo(xs[i] as number, scale.toY(v));
    pen = true;
  }
  return d.finish();
}

/** Zero-length round-capped segments: one dot per defined value, all in one path. */
export function dotsData(values: ArrayLike<number>, xs: ArrayLike<number>, scale: ValueScale): string {
  const count = Math.min(values.length, xs.length);
  const d = new PathData(count * 14);
  for (let i = 0; i < count; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || (scale.log && v <= 0)) continue;
    d.moveTo(xs[i] as number, scale.toY(v));
    d.horizontalBy(0);
  }
  return d.finish();
}

/** A filled area between a line and a baseline row, split at undefined values. */
export function areaData(
  values: ArrayLike<number>,
  xs: ArrayLike<number>,
  scale: ValueScale,
  baseY: number,
): string {
  let runStart = -1;
  let runEnd = -1;
  const count = Math.min(values.length, xs.length);
  const d = new PathData(count * 12 + 32);
  const close = (): void => {
    if (runStart < 0) return;
    d.lineTo(xs[runEnd] as number, baseY);
    d.lineTo(xs[runStart] as number, baseY);
    d.close();
    runStart = -1;
  };
  for (let i = 0; i < count; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || (scale.log && v <= 0)) {
      close();
      continue;
    }
    if (runStart < 0) d.moveTo(xs[i] as number, scale.toY(v));
    else d.lineTo(xs[i] as number, scale.toY(v));
    if (runStart < 0) runStart = i;
    runEnd = i;
  }
  close();
  return d.finish();
}

/** Vertical bars from a baseline value to each value, one path (pass the bars' widths for thickness). */
export function histogramData(
  values: ArrayLike<number>,
  x: XAxis,
  scale: ValueScale,
  baseValue: number,
  select?: (i: number) => boolean,
): string {
  const d = new PathData(x.count * 24);
  const base = scale.toY(baseValue);
  for (let i = 0; i < x.count; i++) {
    const v = values[i] as number;
    if (!Number.isFinite(v) || (select && !select(i))) continue;
    const y = scale.toY(v);
    const w = Math.max(1, (x.widths[i] as number) * 0.7);
    d.rect((x.centers[i] as number) - w / 2, Math.min(y, base), w, Math.max(0.5, Math.abs(base - y)));
  }
  return d.finish();
}
