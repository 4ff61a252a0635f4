import type { Projection } from '../layout/projection';
import { projectColumns, projectLine } from '../layout/projection';
import type { ValueScale } from '../layout/scale';
import { areaData, dotsData, histogramData, lineData } from './series';
import type { PathNode } from './types';

/** How one line of a study is drawn. */
export interface LineStyle {
  readonly kind: 'line' | 'dots' | 'area' | 'histogram' | 'invisible';
  readonly width: number;
  readonly dash?: string;
}

const THIN = 1;
const NORMAL = 1.5;
const THICK = 2.5;

/** Reads an overlay style option (spec 2 §3): auto, solid/dashed thin/normal/thick, histogram, area, dots. */
export function overlayLineStyle(value: string): LineStyle {
  switch (value) {
    case 'solidThin':
      return { kind: 'line', width: THIN };
    case 'solidThick':
      return { kind: 'line', width: THICK };
    case 'dashedThin':
      return { kind: 'line', width: THIN, dash: '4 3' };
    case 'dashedNormal':
      return { kind: 'line', width: NORMAL, dash: '5 3' };
    case 'dashedThick':
      return { kind: 'line', width: THICK, dash: '6 4' };
    case 'histogram':
      return { kind: 'histogram', width: THIN };
    case 'area':
      return { kind: 'area', width: THIN };
    case 'dots':
      return { kind: 'dots', width: THICK };
    default:
      return { kind: 'line', width: NORMAL };
  }
}

/**
 * Reads an indicator price style (spec 2 §3) for an indicator's lines: line styles map directly; bar styles
 * (candle, OHLC, HLC) draw lines, since an indicator line has no open, high and low (Elder Impulse's first line
 * is painted as impulse bars, Cumulative's lines are running sums, both by the chart); 'auto' is
 * undefined so the study's own default (a histogram for MACD's histogram or volume) is used.
 */
export function indicatorLineStyle(value: string): LineStyle | undefined {
  switch (value) {
    case 'line':
      return { kind: 'line', width: THIN };
    case 'lineThick':
      return { kind: 'line', width: THICK };
    case 'dashed':
      return { kind: 'line', width: THIN, dash: '4 3' };
    case 'dashedThick':
      return { kind: 'line', width: THICK, dash: '6 4' };
    case 'dots':
      return { kind: 'dots', width: THICK };
    case 'area':
      return { kind: 'area', width: THIN };
    case 'histogram':
      return { kind: 'histogram', width: THIN };
    case 'invisible':
      return { kind: 'invisible', width: THIN };
    case 'candle':
    case 'ohlc':
    case 'ohlcThick':
    case 'hlc':
    case 'hlcThick':
    case 'elderImpulse':
      return { kind: 'line', width: value.endsWith('Thick') ? THICK : NORMAL };
    case 'cumulative':
      // The values are already summed when the study is computed (the model), so the scale fits the sums.
      return { kind: 'line', width: NORMAL };
    default:
      return undefined;
  }
}

/** Paints one study line with a style, colour and opacity; `baseValue` anchors histograms and areas. */
export function paintLine(
  role: string,
  values: Float64Array,
  style: LineStyle,
  color: string,
  opacity: number,
  projection: Projection,
  scale: ValueScale,
  baseValue: number,
): PathNode[] {
  if (style.kind === 'invisible' || opacity <= 0) return [];
  if (style.kind === 'histogram') {
    const columns = projectColumns(values, projection);
    const base = Number.isFinite(baseValue)
      ? baseValue
      : scale.log
        ? scale.min
        : Math.max(scale.min, Math.min(0, scale.max));
    const d = histogramData(columns, projection.x, scale, base);
    return d ? [{ kind: 'path', role, d, style: { fill: color, opacity, crisp: true } }] : [];
  }
  const line = projectLine(values, projection);
  if (style.kind === 'dots') {
    const d = dotsData(line.values, line.xs, scale);
    return d
      ? [
          {
            kind: 'path',
            role,
            d,
            style: { stroke: color, strokeWidth: style.width, lineCap: 'round', opacity },
          },
        ]
      : [];
  }
  const stroke = lineData(line.values, line.xs, scale);
  if (!stroke) return [];
  const out: PathNode[] = [];
  if (style.kind === 'area') {
    const baseY = Number.isFinite(baseValue)
      ? scale.toY(baseValue)
      : scale.inverted
        ? scale.top
        : scale.bottom;
    out.push({
      kind: 'path',
      role: `${role}-area`,
      d: areaData(line.values, line.xs, scale, baseY),
      style: { fill: color, opacity: opacity * 0.3 },
    });
  }
  out.push({
    kind: 'path',
    role,
    d: stroke,
    style: { stroke: color, strokeWidth: style.width, dash: style.dash, opacity },
  });
  return out;
}
