import { defineIndicator, period } from './parameters';
import { sma } from './primitives/moving-averages';
import { rateOfChange } from './primitives/prices';

/** Pring's daily Special K terms: [ROC length, SMA length, weight]. */
const TERMS: readonly (readonly [number, number, number])[] = [
  [10, 10, 1],
  [15, 10, 2],
  [20, 10, 3],
  [30, 15, 4],
  [40, 50, 1],
  [65, 65, 2],
  [75, 75, 3],
  [100, 100, 4],
  [195, 130, 1],
  [265, 130, 2],
  [390, 130, 3],
  [530, 195, 4],
];

/** Special K lines. */
export interface SpecialKLines {
  readonly specialK: Float64Array;
  readonly signal: Float64Array;
}

/**
 * Pring's Special K (daily, ChartSchool): the weighted sum of twelve SMAs of ROCs (10/10×1, 15/10×2,
 * 20/10×3, 30/15×4, 40/50×1, 65/65×2, 75/75×3, 100/100×4, 195/130×1, 265/130×2, 390/130×3, 530/195×4), so the
 * first value needs 725 bars; the two parameters smooth it twice with SMAs into the signal line.
 */
export function calculateSpecialK(
  close: Float64Array,
  firstSmoothing: number,
  secondSmoothing: number,
): SpecialKLines {
  const n = close.length;
  const specialK = new Float64Array(n);
  for (const [rocLength, smaLength, weight] of TERMS) {
    const term = sma(rateOfChange(close, rocLength), smaLength);
    for (let i = 0; i < n; i++) specialK[i]! += weight * term[i]!;
  }
  return { specialK, signal: sma(sma(specialK, firstSmoothing), secondSmoothing) };
}

/** Pring's Special K indicator, default 100,100 (the two signal smoothings). */
export const specialKIndicator = defineIndicator({
  id: 'specialK',
  label: "Pring's Special K",
  parameters: [period('firstSmoothing', 100), period('secondSmoothing', 100)],
  calculate: (p, bars) => ({ ...calculateSpecialK(bars.close, p.firstSmoothing, p.secondSmoothing) }),
});
