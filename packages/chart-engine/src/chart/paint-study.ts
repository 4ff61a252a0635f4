import type { ValueScale } from '../layout/scale';
import { projectColumns } from '../layout/projection';
import { histogramData } from '../scene/series';
import type { LegendEntry } from '../scene/legend';
import { indicatorLineStyle, overlayLineStyle, paintLine, type LineStyle } from '../scene/line-styles';
import type { StudyResult } from '../scene/studies';
import type { PathNode } from '../scene/types';
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

/** Lines drawn as histograms unless the row says otherwise. */
const HISTOGRAM_LINES = new Set(['histogram', 'volume']);

function styleFor(look: StudyLook, lineName: string, index: number): LineStyle {
  const chosen = look.styleKind === 'overlay' ? (look.style === 'auto' ? undefined : overlayLineStyle(look.style)) : indicatorLineStyle(look.style);
  if (HISTOGRAM_LINES.has(lineName) && (chosen === undefined || index > 0)) return { kind: 'histogram', width: 1 };
  if (lineName === 'middle' && look.styleKind === 'overlay' && chosen === undefined) return { kind: 'line', width: 1, dash: '4 3' };
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
  readonly paths: PathNode[];
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
  const paths: PathNode[] = [];
  const legend: LegendEntry[] = [];
  const tags: { color: string; value: number }[] = [];
  const titleColor = readLineColor(look.color, palette, ctx.autoColor);
  legend.push({ text: studyTitle(study, level), color: titleColor, bold: true });
  if (study.error) {
    legend.push({ text: study.error, color: palette.downLine });
    return { paths, legend, tags };
  }
  // A price overlay's lines (bands, channels) share its colour; indicator lines and multi-line overlays such
  // as Ichimoku get a colour each.
  const oneColor = look.styleKind === 'overlay' && !MULTI_COLOR_OVERLAYS.has(study.id);
  study.lines.forEach((line, index) => {
    const color = index === 0 || oneColor ? titleColor : readLineColor('auto', palette, ++ctx.autoColor);
    const style = styleFor(look, line.name, index);
    const lineRole = `${role}-${line.name}`;
    if (line.name === 'volume' && style.kind === 'histogram') {
      paths.push(...paintVolume(ctx, line.values, study.raw.direction?.subarray(model.start), scale, lineRole, look.opacity));
    } else {
      paths.push(...paintLine(lineRole, line.values, style, color, look.opacity, model.projection, scale, NaN));
    }
    const last = lastValue(line.values, model.projection.sourceCount);
    tags.push({ color, value: last });
    if (level === 'verbose' && study.lines.length > 0) legend.push({ text: formatStudyValue(last), color });
  });
  ctx.autoColor++;
  return { paths, legend, tags };
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
