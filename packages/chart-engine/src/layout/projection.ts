import { decimateLine } from './decimate';
import type { XAxis } from './x-axis';

/** How source-bar-aligned values map to drawn columns: one per bar, or folded when bars outnumber pixels. */
export interface Projection {
  readonly x: XAxis;
  /** Number of visible source bars. */
  readonly sourceCount: number;
  /** Source bars per drawn column; 1 when not folded. */
  readonly folded: boolean;
  /** Empty slots to the right of the last bar (extra bars; forward-displaced lines draw there). */
  readonly extraSlots: number;
}

/** A line ready to draw: x and value per point (NaN values break the line). */
export interface ProjectedLine {
  readonly xs: Float64Array;
  readonly values: Float64Array;
}

/**
 * Projects a visible line (index 0 = first visible bar; values past `sourceCount` are forward-displaced into
 * the extra slots) onto drawn x positions, decimating by min/max per column when bars were folded.
 */
export function projectLine(values: ArrayLike<number>, p: Projection): ProjectedLine {
  const { x } = p;
  const inRange = Math.min(values.length, p.sourceCount);
  const beyond = Math.max(0, Math.min(values.length - p.sourceCount, p.extraSlots));
  let xs: number[] | Float64Array;
  let vs: number[] | Float64Array;
  if (p.folded) {
    const d = decimateLine(subarray(values, 0, inRange), x.count);
    xs = d.column.map((c) => x.centers[c] as number);
    vs = d.value;
  } else {
    xs = x.centers.subarray(0, inRange);
    vs =
      values instanceof Float64Array
        ? values.subarray(0, inRange)
        : Float64Array.from(subarray(values, 0, inRange));
  }
  if (beyond === 0)
    return {
      xs: xs instanceof Float64Array ? xs : Float64Array.from(xs),
      values: vs instanceof Float64Array ? vs : Float64Array.from(vs),
    };
  const outX = new Float64Array(xs.length + beyond);
  const outV = new Float64Array(xs.length + beyond);
  outX.set(xs);
  outV.set(vs);
  const lastCenter = x.count > 0 ? (x.centers[x.count - 1] as number) : x.left;
  for (let k = 0; k < beyond; k++) {
    outX[xs.length + k] = lastCenter + (k + 1) * x.slot;
    outV[xs.length + k] = values[p.sourceCount + k] as number;
  }
  return { xs: outX, values: outV };
}

/** One value per drawn column (the value of largest magnitude when folded), for histograms. */
export function projectColumns(values: ArrayLike<number>, p: Projection): Float64Array {
  const { count } = p.x;
  if (!p.folded) {
    const end = Math.min(values.length, count);
    // A typed array copies in one move; Float64Array.from would walk it through the iterator.
    return values instanceof Float64Array
      ? values.slice(0, end)
      : Float64Array.from(subarray(values, 0, end));
  }
  const out = new Float64Array(count).fill(NaN);
  const n = Math.min(values.length, p.sourceCount);
  for (let i = 0; i < n; i++) {
    const c = Math.min(count - 1, Math.floor((i * count) / p.sourceCount));
    const v = values[i] as number;
    if (!Number.isFinite(v)) continue;
    const current = out[c] as number;
    if (Number.isNaN(current) || Math.abs(v) > Math.abs(current)) out[c] = v;
  }
  return out;
}

function subarray(values: ArrayLike<number>, start: number, end: number): ArrayLike<number> {
  if (values instanceof Float64Array) return values.subarray(start, end);
  return Array.prototype.slice.call(values, start, end) as number[];
}

/** Lowest and highest finite values of some arrays; [Infinity, -Infinity] when there are none. */
export function extent(arrays: readonly ArrayLike<number>[], positiveOnly = false): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const values of arrays) {
    for (let i = 0; i < values.length; i++) {
      const v = values[i] as number;
      if (!Number.isFinite(v) || (positiveOnly && v <= 0)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  return [lo, hi];
}
