import type { ValueScale } from '../layout/scale';
import type { TimeTick } from '../layout/time-ticks';
import type { XAxis } from '../layout/x-axis';
import { px } from '../util/format';
import type { PathNode, SceneNode, TextNode } from './types';

/** How grid lines are drawn (spec 2 §3 grid styles), resolved to paint. */
export interface GridPaint {
  readonly color: string;
  readonly dash?: string;
  /** Dense grids draw twice the lines. */
  readonly density: number;
  readonly visible: boolean;
}

/** Plot rectangle of a panel. */
export interface PanelRect {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Horizontal grid lines at value ticks and vertical ones at date ticks, as one path. */
export function gridPath(
  rect: PanelRect,
  scale: ValueScale,
  valueTicks: readonly number[],
  x: XAxis,
  timeTicks: readonly TimeTick[],
  grid: GridPaint,
): PathNode | undefined {
  if (!grid.visible) return undefined;
  let d = '';
  for (const value of valueTicks) {
    const y = Math.round(scale.toY(value)) + 0.5;
    if (y < rect.top || y > rect.bottom) continue;
    d += `M${px(rect.left)} ${px(y)}H${px(rect.right)}`;
  }
  for (const tick of timeTicks) {
    const center = x.centers[tick.index];
    if (center === undefined) continue;
    const gx = Math.round(center - (x.widths[tick.index] ?? 0) / 2) + 0.5;
    d += `M${px(gx)} ${px(rect.top)}V${px(rect.bottom)}`;
  }
  return d
    ? { kind: 'path', role: 'grid', d, style: { stroke: grid.color, dash: grid.dash, crisp: true } }
    : undefined;
}

/** Value labels on the right axis of a panel. */
export function valueLabels(
  rect: PanelRect,
  scale: ValueScale,
  ticks: readonly number[],
  format: (v: number) => string,
  color: string,
  size: number,
): TextNode[] {
  const labels: TextNode[] = [];
  for (const value of ticks) {
    const y = scale.toY(value);
    if (y < rect.top + size / 2 || y > rect.bottom - 1) continue;
    labels.push({
      kind: 'text',
      role: 'axis-label',
      x: rect.right + 4,
      y: y + size * 0.35,
      text: format(value),
      size,
      fill: color,
    });
  }
  return labels;
}

/** The date axis below the lowest panel: tick marks and labels. */
export function dateAxis(
  rect: PanelRect,
  x: XAxis,
  ticks: readonly TimeTick[],
  color: string,
  size: number,
): SceneNode[] {
  const nodes: SceneNode[] = [];
  let d = '';
  let lastRight = -Infinity;
  for (const tick of ticks) {
    const center = x.centers[tick.index];
    if (center === undefined) continue;
    const gx = Math.round(center - (x.widths[tick.index] ?? 0) / 2) + 0.5;
    d += `M${px(gx)} ${px(rect.bottom)}v4`;
    const width = tick.label.length * size * 0.62;
    if (gx - width / 2 < lastRight + 4 || gx + width / 2 > rect.right + 30) continue;
    lastRight = gx + width / 2;
    nodes.push({
      kind: 'text',
      role: 'date-label',
      x: gx,
      y: rect.bottom + 4 + size,
      text: tick.label,
      size,
      fill: color,
      anchor: 'middle',
      weight: tick.major ? 'bold' : 'normal',
    });
  }
  if (d) nodes.unshift({ kind: 'path', role: 'date-ticks', d, style: { stroke: color, crisp: true } });
  return nodes;
}
