/** A value axis mapping data values to pixel rows: linear or logarithmic, optionally inverted. */
export interface ValueScale {
  readonly min: number;
  readonly max: number;
  readonly top: number;
  readonly bottom: number;
  readonly log: boolean;
  readonly inverted: boolean;
  /** Pixel row of a value. */
  toY(value: number): number;
  /** Value at a pixel row. */
  fromY(y: number): number;
}

/** Options of {@link createValueScale}. */
export interface ValueScaleOptions {
  min: number;
  max: number;
  top: number;
  bottom: number;
  /** Logarithmic; ignored (linear is used) when min is not above zero. */
  log?: boolean;
  /** Higher values lower on the panel. */
  inverted?: boolean;
}

/**
 * Creates a value scale. An empty range is widened around its value so flat series still draw in the middle;
 * a log scale over values at or below zero falls back to linear because their logarithm does not exist.
 */
export function createValueScale(options: ValueScaleOptions): ValueScale {
  let { min, max } = options;
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    min = 0;
    max = 1;
  }
  if (min > max) [min, max] = [max, min];
  if (max - min <= Math.abs(max) * 1e-9) {
    const pad = max === 0 ? 1 : Math.abs(max) * 0.01;
    min -= pad;
    max += pad;
  }
  const log = Boolean(options.log) && min > 0;
  const inverted = Boolean(options.inverted);
  const { top, bottom } = options;
  const lo = log ? Math.log(min) : min;
  const hi = log ? Math.log(max) : max;
  const span = hi - lo;
  const height = bottom - top;
  const toY = (value: number): number => {
    const v = log ? Math.log(value) : value;
    const fraction = (v - lo) / span;
    return inverted ? top + fraction * height : bottom - fraction * height;
  };
  const fromY = (y: number): number => {
    const fraction = inverted ? (y - top) / height : (bottom - y) / height;
    const v = lo + fraction * span;
    return log ? Math.exp(v) : v;
  };
  return { min, max, top, bottom, log, inverted, toY, fromY };
}

/** Widens a data range by a fraction of its span on each side so extremes do not touch the panel edges. */
export function padRange(min: number, max: number, fraction: number, log: boolean): [number, number] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [min, max];
  if (log && min > 0) {
    const lo = Math.log(min);
    const hi = Math.log(max);
    const pad = (hi - lo) * fraction;
    return [Math.exp(lo - pad), Math.exp(hi + pad)];
  }
  const pad = (max - min) * fraction;
  return [min - pad, max + pad];
}
