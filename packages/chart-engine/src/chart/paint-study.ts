import type { Bars } from '@chartbench/core';
import { decimateBars } from '../layout/decimate';
import type { Projection } from '../layout/projection';
import type { ValueScale } from '../layout/scale';
import { mainSeriesPaths } from '../scene/main-series';
import { projectColumns } from '../layout/projection';
import { histogramData } from '../scene/series';
import type { LegendEntry } from '../scene/legend';
import { indicatorLineStyle, overlayLineStyle, paintLine, type LineStyle } from '../scene/line-styles';
import type { StudyResult } from '../scene/studies';
import type { PathNode, SceneNode } from '../scene/types';
import { readLineColor } from '../theme/resolve';
import { formatCompact, formatPrice } from '../util/format';
import type { DrawContext } from './draw-context';

/** How a study row asks to be drawn. */
export interface StudyLook {
  /** Overlay style or indicator price style value. */
  readonly style: string;
  readonly styleKind: 'overlay' | 'indicator';
  readonly color: string;
  readonly opacity: number;
}

/** Overlays whose lines mean different things and so get different colours. */
const MULTI_COLOR_OVERLAYS = new Set(['ichimoku', 'alligator', 'chandelierExit']);

/** Lines drawn as dots unless the row says otherwise: Parabolic SAR, ZigZag turning points. */
const DOT_LINES = new Set(['parabolicSar', 'sar', 'pivots']);

/** Lines drawn as histograms unless the row says otherwise. */
const HISTOGRAM_LINES = new Set(['histogram', 'volume', 'momentum']);

function styleFor(look: StudyLook, lineName: string, index: number): LineStyle {
  const chosen = look.styleKind === 'overlay' ? (look.style === 'auto' ? undefined : overlayLineStyle(look.style)) : indicatorLineStyle(look.style);
  if (HISTOGRAM_LINES.has(lineName) && (chosen === undefined || index > 0)) return { kind: 'histogram', width: 1 };
  if (lineName === 'middle' && look.styleKind === 'overlay' && chosen === undefined) return { kind: 'line', width: 1, dash: '4 3' };
  if (DOT_LINES.has(lineName) && chosen === undefined) return { kind: 'dots', width: lineName === 'pivots' ? 4 : 2.5 };
  if (chosen && index === 0) return chosen;
  return chosen && chosen.kind === 'line' ? { ...chosen, dash: index > 0 ? undefined : chosen.dash } : { kind: 'line', width: 1.5 };
}

/** The last finite value of a line among the drawn bars. */
export function lastValue(values: Float64Array, count: number): number {
  for (let i = Math.min(values.length, count) - 1; i >= 0; i--) if (Number.isFinite(values[i] as number)) return values[i] as number;
  return NaN;
}

/** Formats a study value for legends and tags: compact for large magnitudes (volume, OBV), else 2-4 decimals. */
export function formatStudyValue(value: number): string {
  if (!Number.isFinite(value)) return '';
  const abs = Math.abs(value);
  if (abs >= 100_000) return formatCompact(value);
  return formatPrice(value, abs < 1 ? 4 : 2);
}

/** The legend name of a study at a legend level: 'MACD', 'MACD(12,26,9)'. */
export function studyTitle(study: StudyResult, level: string): string {
  if (level === 'minimal' || !study.parameters) return study.name;
  return `${study.name}(${study.parameters})`;
}

/** Painted paths of a study and its legend entries. */
export interface PaintedStudy {
  readonly paths: SceneNode[];
  readonly legend: LegendEntry[];
  /** Colour and last value of each line, for price labels. */
  readonly tags: { readonly color: string; readonly value: number }[];
}

/**
 * Paints every line of a study with its row's look: the first line in the row colour, further lines in the
 * next automatic colours; volume coloured up and down by bar when colour volume is on.
 */
export function paintStudy(ctx: DrawContext, study: StudyResult, look: StudyLook, scale: ValueScale, role: string): PaintedStudy {
  const { model } = ctx;
  const { palette } = model.theme;
  const level = model.settings.legends;
  const paths: SceneNode[] = [];
  const legend: LegendEntry[] = [];
  const tags: { color: string; value: number }[] = [];
  const titleColor = readLineColor(look.color, palette, ctx.autoColor);
  legend.push({ text: studyTitle(study, level), color: titleColor, bold: true });
  if (study.error) {
    legend.push({ text: study.error, color: palette.downLine });
    return { paths, legend, tags };
  }
  const priced = paintPriceStudy(ctx, study, look, scale, role, titleColor);
  if (priced) {
    if (level === 'verbose') legend.push({ text: formatStudyValue(priced.value), color: titleColor });
    ctx.autoColor++;
    return { paths: priced.paths, legend, tags: [{ color: titleColor, value: priced.value }] };
  }
  // A price overlay's lines (bands, channels) share its colour; indicator lines and multi-line overlays such
  // as Ichimoku get a colour each.
  const oneColor = look.styleKind === 'overlay' && !MULTI_COLOR_OVERLAYS.has(study.id);
  study.lines.forEach((line, index) => {
    const color = index === 0 || oneColor ? titleColor : readLineColor('auto', palette, ++ctx.autoColor);
    const style = styleFor(look, line.name, index);
    const lineRole = `${role}-${line.name}`;
    if (study.id === 'ttmSqueeze' && line.name === 'squeeze') {
      paths.push(...paintSqueeze(ctx, line.values, scale, lineRole, look.opacity));
    } else if (line.name === 'retracement') {
      paths.push(...retracementLabels(ctx, study, scale, lineRole, color));
    } else if (study.id === 'ichimoku' && line.name === 'spanB') {
      const spanA = study.lines.find((l) => l.name === 'spanA')?.values;
      if (spanA) paths.push(...paintCloud(ctx, spanA, line.values, scale, `${role}-cloud`, look.opacity));
      paths.push(...paintLine(lineRole, line.values, style, color, look.opacity, model.projection, scale, NaN));
    } else if (line.name === 'volume' && style.kind === 'histogram') {
      paths.push(...paintVolume(ctx, line.values, study.raw.direction?.subarray(model.start), scale, lineRole, look.opacity));
    } else {
      paths.push(...paintLine(lineRole, line.values, style, color, look.opacity, model.projection, scale, NaN));
    }
    const last = lastValue(line.values, model.projection.sourceCount);
    tags.push({ color, value: last });
    if (level === 'verbose' && study.lines.length > 0) legend.push({ text: formatStudyValue(last), color });
  });
  if (study.lines.length > 0 && study.lines.every((l) => !hasVisibleValue(l.values, model.projection.sourceCount))) {
    legend.push({ text: 'needs more history than the chart has', color: palette.axis });
  }
  ctx.autoColor++;
  return { paths, legend, tags };
}

function hasVisibleValue(values: Float64Array, count: number): boolean {
  for (let i = 0; i < Math.min(count, values.length); i++) if (Number.isFinite(values[i] as number)) return true;
  return false;
}

/** The last finite value of each drawn column (a folded column keeps its last bar's value). */
function lastPerColumn(values: Float64Array, projection: Projection): Float64Array {
  const { count } = projection.x;
  if (!projection.folded) return values.subarray(0, Math.min(values.length, count));
  const out = new Float64Array(count).fill(NaN);
  const n = Math.min(values.length, projection.sourceCount);
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    if (Number.isFinite(v)) out[Math.min(count - 1, Math.floor((i * count) / projection.sourceCount))] = v;
  }
  return out;
}

/** The Ichimoku cloud: the area between leading spans A and B, in the up colour where A is above B, else down. */
function paintCloud(ctx: DrawContext, spanA: Float64Array, spanB: Float64Array, scale: ValueScale, role: string, opacity: number): PathNode[] {
  const { model } = ctx;
  const a = lastPerColumn(spanA, model.projection);
  const b = lastPerColumn(spanB, model.projection);
  const xs = model.x.centers;
  let up = '';
  let down = '';
  let run: number[] = [];
  let runUp = true;
  const flush = () => {
    if (run.length > 1) {
      let d = '';
      run.forEach((i, k) => (d += `${k === 0 ? 'M' : 'L'}${(xs[i] as number).toFixed(1)} ${scale.toY(a[i] as number).toFixed(1)}`));
      for (let k = run.length - 1; k >= 0; k--) d += `L${(xs[run[k] as number] as number).toFixed(1)} ${scale.toY(b[run[k] as number] as number).toFixed(1)}`;
      d += 'Z';
      if (runUp) up += d;
      else down += d;
    }
    run = [];
  };
  const count = Math.min(a.length, b.length, model.x.count);
  for (let i = 0; i < count; i++) {
    const va = a[i] as number;
    const vb = b[i] as number;
    if (!Number.isFinite(va) || !Number.isFinite(vb)) {
      flush();
      continue;
    }
    const isUp = va >= vb;
    if (run.length > 0 && isUp !== runUp) {
      const last = run[run.length - 1] as number;
      flush();
      run.push(last);
    }
    runUp = isUp;
    run.push(i);
  }
  flush();
  const { palette } = model.theme;
  const out: PathNode[] = [];
  if (up) out.push({ kind: 'path', role: `${role}-up`, d: up, style: { fill: palette.upFill, opacity: opacity * 0.18 } });
  if (down) out.push({ kind: 'path', role: `${role}-down`, d: down, style: { fill: palette.downFill, opacity: opacity * 0.18 } });
  return out;
}

/** ZigZag (Retrace): each turning point's retracement, as a percent label beside it (the latest 40). */
function retracementLabels(ctx: DrawContext, study: StudyResult, scale: ValueScale, role: string, color: string): SceneNode[] {
  const { model } = ctx;
  const retracement = study.lines.find((l) => l.name === 'retracement')?.values;
  const pivots = study.lines.find((l) => l.name === 'pivots')?.values;
  if (!retracement || !pivots) return [];
  const labels: SceneNode[] = [];
  const n = Math.min(retracement.length, model.projection.sourceCount);
  for (let i = n - 1; i >= 0 && labels.length < 40; i--) {
    const r = retracement[i] as number;
    const price = pivots[i] as number;
    if (!Number.isFinite(r) || !Number.isFinite(price)) continue;
    const column = model.projection.folded ? Math.min(model.x.count - 1, Math.floor((i * model.x.count) / model.projection.sourceCount)) : i;
    const x = model.x.centers[column] as number;
    const rising = i > 0 && price >= (study.lines[0]?.values[i - 1] ?? price);
    labels.push({ kind: 'text', role, x, y: scale.toY(price) + (rising ? -5 : 12), text: `${r.toFixed(1)}%`, size: 9, fill: color, anchor: 'middle' });
  }
  return labels.reverse();
}

/**
 * A study that returns another symbol's open, high, low and close (the Price indicator) draws as a price
 * series: candles or bars when its price style asks for them, else a line of its closes.
 */
function paintPriceStudy(ctx: DrawContext, study: StudyResult, look: StudyLook, scale: ValueScale, role: string, color: string): { paths: PathNode[]; value: number } | undefined {
  const line = (name: string) => study.lines.find((l) => l.name === name)?.values;
  const open = line('open');
  const high = line('high');
  const low = line('low');
  const close = line('close');
  if (!open || !high || !low || !close) return undefined;
  const { model } = ctx;
  const value = lastValue(close, model.projection.sourceCount);
  const bars = foldOhlc({ time: close, open, high, low, close, volume: close }, model.projection);
  const { palette } = model.theme;
  const colors = { up: palette.upLine, down: palette.downLine, upFill: palette.upFill, downFill: palette.downFill, background: palette.panelBackground };
  const type = look.style === 'candle' ? 'candle' : look.style.startsWith('ohlc') ? 'ohlc' : look.style.startsWith('hlc') ? 'hlc' : undefined;
  if (type) {
    const paths = mainSeriesPaths(bars, model.x, scale, { type, weight: look.style.endsWith('Thick') ? 'thick' : '', colors, lineColor: color, solidCandles: model.settings.solidCandles, previousClose: NaN, opacity: look.opacity });
    return { paths: paths.map((p) => ({ ...p, role: `${role}-${p.role ?? 'price'}` })), value };
  }
  const style = indicatorLineStyle(look.style) ?? { kind: 'line' as const, width: 1.5 };
  return { paths: paintLine(`${role}-close`, close, style, color, look.opacity, model.projection, scale, NaN), value };
}

/** Folds visible OHLC lines to drawn columns the way the main bars were folded. */
function foldOhlc(bars: Bars, projection: Projection): Bars {
  const count = Math.min(bars.close.length, projection.sourceCount);
  const cut = (a: Float64Array) => a.subarray(0, count);
  const visible = { time: cut(bars.time), open: cut(bars.open), high: cut(bars.high), low: cut(bars.low), close: cut(bars.close), volume: cut(bars.volume) };
  return projection.folded ? decimateBars(visible, projection.x.count).bars : visible;
}

/** Volume bars, coloured by the bar's direction when colour volume is on, else in one neutral colour. */
export function paintVolume(ctx: DrawContext, volume: Float64Array, direction: Float64Array | undefined, scale: ValueScale, role: string, opacity: number): PathNode[] {
  const { model } = ctx;
  const { palette } = model.theme;
  const columns = projectColumns(volume, model.projection);
  if (!model.settings.colorVolume || !direction) {
    const d = histogramData(columns, model.x, scale, 0);
    return d ? [{ kind: 'path', role, d, style: { fill: palette.volumeUp === palette.volumeDown ? palette.volumeUp : palette.axis, opacity: opacity * 0.6, crisp: true } }] : [];
  }
  const up = new Uint8Array(model.x.count);
  // Folded columns take the direction of their last bar, like the folded close.
  const n = Math.min(direction.length, model.projection.sourceCount);
  for (let i = 0; i < n; i++) {
    const c = model.projection.folded ? Math.min(model.x.count - 1, Math.floor((i * model.x.count) / model.projection.sourceCount)) : i;
    up[c] = (direction[i] as number) >= 0 ? 1 : 0;
  }
  const out: PathNode[] = [];
  const dUp = histogramData(columns, model.x, scale, 0, (i) => up[i] === 1);
  const dDown = histogramData(columns, model.x, scale, 0, (i) => up[i] === 0);
  if (dUp) out.push({ kind: 'path', role: `${role}-up`, d: dUp, style: { fill: palette.volumeUp, opacity, crisp: true } });
  if (dDown) out.push({ kind: 'path', role: `${role}-down`, d: dDown, style: { fill: palette.volumeDown, opacity, crisp: true } });
  return out;
}

/** TTM Squeeze state as dots on the zero line: the down colour while the squeeze is on (1), else the up colour. */
function paintSqueeze(ctx: DrawContext, values: Float64Array, scale: ValueScale, role: string, opacity: number): PathNode[] {
  const { model } = ctx;
  const { palette } = model.theme;
  const zero = Math.min(scale.max, Math.max(scale.min, 0));
  const on = projectColumns(values.map((v) => (v === 1 ? 0 : NaN)), model.projection);
  const off = projectColumns(values.map((v) => (v === 0 ? 0 : NaN)), model.projection);
  const dots = (column: Float64Array) => {
    let d = '';
    for (let i = 0; i < column.length; i++) if (column[i] === 0) d += `M${(model.x.centers[i] as number).toFixed(1)} ${scale.toY(zero).toFixed(1)}h0`;
    return d;
  };
  const out: PathNode[] = [];
  const dOn = dots(on);
  const dOff = dots(off);
  if (dOn) out.push({ kind: 'path', role: `${role}-on`, d: dOn, style: { stroke: palette.downFill, strokeWidth: 3, lineCap: 'round', opacity } });
  if (dOff) out.push({ kind: 'path', role: `${role}-off`, d: dOff, style: { stroke: palette.upFill, strokeWidth: 3, lineCap: 'round', opacity } });
  return out;
}
