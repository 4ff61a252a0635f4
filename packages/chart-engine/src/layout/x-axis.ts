/** Horizontal placement of the drawn bars: a centre and a slot width per bar, in pixels. */
export interface XAxis {
  readonly left: number;
  readonly right: number;
  /** Number of drawn bars (extra empty slots on the right are not counted). */
  readonly count: number;
  readonly centers: Float64Array;
  readonly widths: Float64Array;
  /** The typical slot width, for bar bodies and tick spacing. */
  readonly slot: number;
}

/** Equal slots for `count` bars plus `extraSlots` empty ones on the right (spec 2 §3 extra bars). */
export function createUniformXAxis(count: number, extraSlots: number, left: number, right: number): XAxis {
  const slots = Math.max(1, count + Math.max(0, extraSlots));
  const slot = (right - left) / slots;
  const centers = new Float64Array(count);
  const widths = new Float64Array(count).fill(slot);
  for (let i = 0; i < count; i++) centers[i] = left + (i + 0.5) * slot;
  return { left, right, count, centers, widths, slot };
}

/**
 * Slots proportional to a weight per bar (EquiVolume and CandleVolume: the bar's volume), with
 * `extraSlots` average-width empty slots on the right. Non-positive weights get a hairline.
 */
export function createWeightedXAxis(
  weights: ArrayLike<number>,
  extraSlots: number,
  left: number,
  right: number,
): XAxis {
  const count = weights.length;
  let total = 0;
  for (let i = 0; i < count; i++) total += Math.max(0, weights[i] as number);
  const average = count > 0 && total > 0 ? total / count : 1;
  const all = (total > 0 ? total : count) + Math.max(0, extraSlots) * average;
  const scale = all > 0 ? (right - left) / all : 0;
  const centers = new Float64Array(count);
  const widths = new Float64Array(count);
  let x = left;
  for (let i = 0; i < count; i++) {
    const w = (total > 0 ? Math.max(0, weights[i] as number) : 1) * scale;
    widths[i] = w;
    centers[i] = x + w / 2;
    x += w;
  }
  return { left, right, count, centers, widths, slot: count > 0 ? (x - left) / count : right - left };
}
