import { defineIndicator, period } from './parameters';
import { sma } from './primitives/moving-averages';
import { rateOfChange } from './primitives/prices';

/** Know Sure Thing lines. */
export interface KstLines {
  readonly kst: Float64Array;
  readonly signal: Float64Array;
}

/**
 * Pring's KST (ChartSchool): RCMA_k = SMA(smoothing_k) of ROC(roc_k) for k = 1..4; KST = RCMA1 + 2·RCMA2 +
 * 3·RCMA3 + 4·RCMA4; signal = SMA(signal) of KST.
 */
export function calculateKst(
  close: Float64Array,
  rocs: readonly number[],
  smoothings: readonly number[],
  signal: number,
): KstLines {
  const n = close.length;
  const kst = new Float64Array(n);
  rocs.forEach((rocLength, k) => {
    const rcma = sma(rateOfChange(close, rocLength), smoothings[k]!);
    for (let i = 0; i < n; i++) kst[i]! += (k + 1) * rcma[i]!;
  });
  return { kst, signal: sma(kst, signal) };
}

/** Pring's KST indicator, default 10,15,20,30,10,10,10,15,9. */
export const kstIndicator = defineIndicator({
  id: 'kst',
  label: "Pring's KST",
  parameters: [
    period('roc1', 10),
    period('roc2', 15),
    period('roc3', 20),
    period('roc4', 30),
    period('sma1', 10),
    period('sma2', 10),
    period('sma3', 10),
    period('sma4', 15),
    period('signal', 9),
  ],
  calculate: (p, bars) => ({
    ...calculateKst(bars.close, [p.roc1, p.roc2, p.roc3, p.roc4], [p.sma1, p.sma2, p.sma3, p.sma4], p.signal),
  }),
});
