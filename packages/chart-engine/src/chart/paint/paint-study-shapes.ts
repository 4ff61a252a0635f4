import type { Projection } from '../../layout/projection';
import { projectColumns } from '../../layout/projection';
import type { ValueScale } from '../../layout/scale';
import { histogramData } from '../../scene/series';
import type { PathNode, SceneNode } from '../../scene/types';
import type { ChartTheme } from '../../theme/resolve';
import type { ChartModel } from '../model';

/** The drawn column of a visible bar (bars share a column when they were folded). */
function columnOf(model: ChartModel, bar: number): number {
  const { projection, x } = model;
  return projection.folded
    ? Math.min(x.count - 1, Math.floor((bar * x.count) / projection.sourceCount))
    : bar;
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

/** A cloud between two lines (the Ichimoku cloud): the up fill where `upper` is above `lower`, else the down fill. */
export function paintCloud(
  model: ChartModel,
  theme: ChartTheme,
  upperValues: Float64Array,
  lowerValues: Float64Array,
  scale: ValueScale,
  role: string,
  opacity: number,
): PathNode[] {
  const a = lastPerColumn(upperValues, model.projection);
  const b = lastPerColumn(lowerValues, model.projection);
  const xs = model.x.centers;
  let up = '';
  let down = '';
  let run: number[] = [];
  let runUp = true;
  const flush = () => {
    if (run.length > 1) {
      let d = '';
      run.forEach(
        (i, k) =>
          (d += `${k === 0 ? 'M' : 'L'}${(xs[i] as number).toFixed(1)} ${scale.toY(a[i] as number).toFixed(1)}`),
      );
      for (let k = run.length - 1; k >= 0; k--)
        d += `L${(xs[run[k] as number] as number).toFixed(1)} ${scale.toY(b[run[k] as number] as number).toFixed(1)}`;
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
  const { palette } = theme;
  const out: PathNode[] = [];
  if (up)
    out.push({
      kind: 'path',
      role: `${role}-up`,
      d: up,
      style: { fill: palette.upFill, opacity: opacity * 0.18 },
    });
  if (down)
    out.push({
      kind: 'path',
      role: `${role}-down`,
      d: down,
      style: { fill: palette.downFill, opacity: opacity * 0.18 },
    });
  return out;
}

/**
 * Percent labels beside the points of another line (ZigZag Retrace: each turning point's retracement), the
 * latest 40; above the point when the line rose into it, below when it fell.
 */
export function paintPercentLabels(
  model: ChartModel,
  percents: Float64Array,
  points: Float64Array,
  path: Float64Array | undefined,
  scale: ValueScale,
  role: string,
  color: string,
): SceneNode[] {
  const labels: SceneNode[] = [];
  const n = Math.min(percents.length, model.projection.sourceCount);
  for (let i = n - 1; i >= 0 && labels.length < 40; i--) {
    const r = percents[i] as number;
    const price = points[i] as number;
    if (!Number.isFinite(r) || !Number.isFinite(price)) continue;
    const x = model.x.centers[columnOf(model, i)] as number;
    const rising = i > 0 && price >= (path?.[i - 1] ?? price);
    labels.push({
      kind: 'text',
      role,
      x,
      y: scale.toY(price) + (rising ? -5 : 12),
      text: `${r.toFixed(1)}%`,
      size: 9,
      fill: color,
      anchor: 'middle',
    });
  }
  return labels.reverse();
}

/** Volume bars, coloured by the bar's direction when colour volume is on, else in one neutral colour. */
export function paintVolumeBars(
  model: ChartModel,
  theme: ChartTheme,
  volume: Float64Array,
  direction: Float64Array | undefined,
  scale: ValueScale,
  role: string,
  opacity: number,
): PathNode[] {
  const { palette } = theme;
  const columns = projectColumns(volume, model.projection);
  if (!model.settings.colorVolume || !direction) {
    const d = histogramData(columns, model.x, scale, 0);
    return d
      ? [
          {
            kind: 'path',
            role,
            d,
            style: {
              fill: palette.volumeUp === palette.volumeDown ? palette.volumeUp : palette.axis,
              opacity: opacity * 0.6,
              crisp: true,
            },
          },
        ]
      : [];
  }
  const up = new Uint8Array(model.x.count);
  // Folded columns take the direction of their last bar, like the folded close.
  const n = Math.min(direction.length, model.projection.sourceCount);
  for (let i = 0; i < n; i++) up[columnOf(model, i)] = (direction[i] as number) >= 0 ? 1 : 0;
  const out: PathNode[] = [];
  const dUp = histogramData(columns, model.x, scale, 0, (i) => up[i] === 1);
  const dDown = histogramData(columns, model.x, scale, 0, (i) => up[i] === 0);
  if (dUp)
    out.push({
      kind: 'path',
      role: `${role}-up`,
      d: dUp,
      style: { fill: palette.volumeUp, opacity, crisp: true },
    });
  if (dDown)
    out.push({
      kind: 'path',
      role: `${role}-down`,
      d: dDown,
      style: { fill: palette.volumeDown, opacity, crisp: true },
    });
  return out;
}

/** A 1/0 state as dots on the zero line (TTM Squeeze): the down colour while on (1), else the up colour. */
export function paintStateDots(
  model: ChartModel,
  theme: ChartTheme,
  values: Float64Array,
  scale: ValueScale,
  role: string,
  opacity: number,
): PathNode[] {
  const { palette } = theme;
  const zero = Math.min(scale.max, Math.max(scale.min, 0));
  const on = projectColumns(
    values.map((v) => (v === 1 ? 0 : NaN)),
    model.projection,
  );
  const off = projectColumns(
    values.map((v) => (v === 0 ? 0 : NaN)),
    model.projection,
  );
  const dots = (column: Float64Array) => {
    let d = '';
    for (let i = 0; i < column.length; i++)
      if (column[i] === 0)
        d += `M${(model.x.centers[i] as number).toFixed(1)} ${scale.toY(zero).toFixed(1)}h0`;
    return d;
  };
  const out: PathNode[] = [];
  const dOn = dots(on);
  const dOff = dots(off);
  if (dOn)
    out.push({
      kind: 'path',
      role: `${role}-on`,
      d: dOn,
      style: { stroke: palette.downFill, strokeWidth: 3, lineCap: 'round', opacity },
    });
  if (dOff)
    out.push({
      kind: 'path',
      role: `${role}-off`,
      d: dOff,
      style: { stroke: palette.upFill, strokeWidth: 3, lineCap: 'round', opacity },
    });
  return out;
}
