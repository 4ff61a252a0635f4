import { decimal, defineIndicator } from './parameters';
import { nanArray } from './primitives/arrays';

/** ZigZag lines. */
export interface ZigZagLines {
  /** Straight legs between turning points, NaN before the first and after the last. */
  readonly zigZag: Float64Array;
  /** The close at each turning point, NaN elsewhere. */
  readonly pivots: Float64Array;
  /** At each turning point after the second: the leg ending there as a percent of the leg before it. */
  readonly retracement: Float64Array;
}

/**
 * ZigZag on closing prices (ChartSchool): a turning point is confirmed when the close reverses by at least
 * `percent` % from the running extreme since the last turning point. The last leg runs to the latest extreme
 * and is provisional: it can move as new bars arrive, which is why ChartSchool warns against trading it.
 */
export function calculateZigZag(close: Float64Array, percent: number): ZigZagLines {
  const n = close.length;
  const pivotIndex: number[] = [];
  const threshold = percent / 100;
  let direction = 0;
  let highIndex = 0;
  let lowIndex = 0;
  let extremeIndex = 0;
  for (let i = 1; i < n; i++) {
    const c = close[i]!;
    if (direction === 0) {
      if (c > close[highIndex]!) highIndex = i;
      if (c < close[lowIndex]!) lowIndex = i;
      if (c >= close[lowIndex]! * (1 + threshold) && lowIndex < i) {
        pivotIndex.push(lowIndex);
        direction = 1;
        extremeIndex = i;
      } else if (c <= close[highIndex]! * (1 - threshold) && highIndex < i) {
        pivotIndex.push(highIndex);
        direction = -1;
        extremeIndex = i;
      }
    } else if (direction === 1) {
      if (c >= close[extremeIndex]!) extremeIndex = i;
      else if (c <= close[extremeIndex]! * (1 - threshold)) {
        pivotIndex.push(extremeIndex);
        direction = -1;
        extremeIndex = i;
      }
    } else if (c <= close[extremeIndex]!) extremeIndex = i;
    else if (c >= close[extremeIndex]! * (1 + threshold)) {
      pivotIndex.push(extremeIndex);
      direction = 1;
      extremeIndex = i;
    }
  }
  if (direction !== 0) pivotIndex.push(extremeIndex);
  const zigZag = nanArray(n);
  const pivots = nanArray(n);
  const retracement = nanArray(n);
  for (let k = 0; k < pivotIndex.length; k++) {
    const at = pivotIndex[k]!;
    pivots[at] = close[at]!;
    if (k === 0) {
      zigZag[at] = close[at]!;
      continue;
    }
    const from = pivotIndex[k - 1]!;
    const span = at - from;
    for (let i = from; i <= at; i++)
      zigZag[i] = close[from]! + ((close[at]! - close[from]!) * (i - from)) / span;
    if (k >= 2) {
      const previousLeg = close[from]! - close[pivotIndex[k - 2]!]!;
      retracement[at] =
        previousLeg === 0 ? NaN : (Math.abs(close[at]! - close[from]!) / Math.abs(previousLeg)) * 100;
    }
  }
  return { zigZag, pivots, retracement };
}

const ZIG_ZAG_PARAMETERS = [decimal('percent', 5, 0.01, 100)] as const;

/** ZigZag overlay: the line and its turning points, default 5 (%). */
export const zigZagIndicator = defineIndicator({
  id: 'zigZag',
  label: 'ZigZag',
  parameters: ZIG_ZAG_PARAMETERS,
  calculate: (p, bars) => {
    const { zigZag, pivots } = calculateZigZag(bars.close, p.percent);
    return { zigZag, pivots };
  },
});

/** ZigZag (Retrace) overlay: the line, turning points and each leg's retracement percent, default 5 (%). */
export const zigZagRetraceIndicator = defineIndicator({
  id: 'zigZagRetrace',
  label: 'ZigZag (Retrace)',
  parameters: ZIG_ZAG_PARAMETERS,
  calculate: (p, bars) => ({ ...calculateZigZag(bars.close, p.percent) }),
});
