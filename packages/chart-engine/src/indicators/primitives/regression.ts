import { nanArray } from './arrays';

/** Least-squares fit of each window against bar position 0..period-1, evaluated at the window's last bar. */
export interface RollingRegression {
  /** Slope per bar. */
  readonly slope: Float64Array;
  /** Fitted value at the window's last bar (the least-squares moving average). */
  readonly value: Float64Array;
  /** Coefficient of determination r² of the fit. */
  readonly rSquared: Float64Array;
}

// Running sums drift over millions of updates; rebuilding them now and then keeps the error at rounding level.
const RESYNC_EVERY = 1024;

/** Rolling least-squares regression over `period` bars in O(n), restarting after NaN gaps. */
export function rollingRegression(values: Float64Array, period: number): RollingRegression {
  const n = values.length;
  const slope = nanArray(n);
  const value = nanArray(n);
  const rSquared = nanArray(n);
  const p = period;
  const sx = (p * (p - 1)) / 2;
  const sxx = ((p - 1) * p * (2 * p - 1)) / 6;
  const denomX = p * sxx - sx * sx;
  let anchor = NaN;
  let sy = 0;
  let syy = 0;
  let sxy = 0;
  let run = 0;
  for (let i = 0; i < n; i++) {
    const raw = values[i]!;
    if (raw !== raw) {
      run = 0;
      continue;
    }
    if (run === 0) {
      anchor = raw;
      sy = 0;
      syy = 0;
      sxy = 0;
    }
    run++;
    const y = raw - anchor;
    if (run <= p) {
      sxy += (run - 1) * y;
      sy += y;
      syy += y * y;
    } else if (i % RESYNC_EVERY === 0) {
      sy = 0;
      syy = 0;
      sxy = 0;
      for (let k = 0; k < p; k++) {
        const yk = values[i - p + 1 + k]! - anchor;
        sy += yk;
        syy += yk * yk;
        sxy += k * yk;
      }
    } else {
      const out = values[i - p]! - anchor;
      // Every remaining value moves one position left (loses one x unit); the new one enters at x = p - 1.
      sxy += -(sy - out) + (p - 1) * y;
      sy += y - out;
      syy += y * y - out * out;
    }
    if (run >= p) {
      const numerator = p * sxy - sx * sy;
      const b = denomX === 0 ? 0 : numerator / denomX;
      const a = (sy - b * sx) / p;
      slope[i] = b;
      value[i] = a + b * (p - 1) + anchor;
      const denomY = p * syy - sy * sy;
      rSquared[i] = denomX === 0 || denomY <= 0 ? NaN : (numerator * numerator) / (denomX * denomY);
    }
  }
  return { slope, value, rSquared };
}
