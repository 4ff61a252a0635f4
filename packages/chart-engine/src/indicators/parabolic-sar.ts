import type { Bars } from '@chartbench/core';
import { decimal, defineIndicator } from './parameters';

/**
 * Parabolic SAR (Wilder, ChartSchool). The first bar starts a rising trend with SAR = its low and extreme
 * point = its high (Wilder leaves the start to the reader; this is the usual choice, shared with
 * technicalindicators). Each bar: SAR += AF × (EP - SAR), never above the two prior lows in a rising trend
 * (below the two prior highs in a falling one); a new extreme raises AF by `step` up to `maximum`; a bar
 * crossing the SAR reverses the trend, the SAR jumps to the old extreme and AF resets to `step`.
 */
export function calculateParabolicSar(bars: Bars, step: number, maximum: number): Float64Array {
  const { high, low } = bars;
  const n = high.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  let rising = true;
  let af = step;
  let sar = low[0]!;
  let extreme = high[0]!;
  out[0] = sar;
  for (let i = 1; i < n; i++) {
    const older = i >= 2 ? i - 2 : 0;
    sar += af * (extreme - sar);
    if (rising) {
      sar = Math.min(sar, low[older]!, low[i - 1]!);
      if (high[i]! > extreme) {
        extreme = high[i]!;
        af = Math.min(af + step, maximum);
      }
    } else {
      sar = Math.max(sar, high[older]!, high[i - 1]!);
      if (low[i]! < extreme) {
        extreme = low[i]!;
        af = Math.min(af + step, maximum);
      }
    }
    if ((rising && low[i]! < sar) || (!rising && high[i]! > sar)) {
      af = step;
      sar = extreme;
      rising = !rising;
      extreme = rising ? high[i]! : low[i]!;
    }
    out[i] = sar;
  }
  return out;
}

/** Parabolic SAR overlay, default 0.02,0.2 (step, maximum). */
export const parabolicSarIndicator = defineIndicator({
  id: 'parabolicSar',
  label: 'Parabolic SAR',
  parameters: [decimal('step', 0.02, 0.001, 1), decimal('maximum', 0.2, 0.001, 1)],
  check: (p) => (p.step > p.maximum ? `step (${p.step}) must not exceed maximum (${p.maximum})` : undefined),
  calculate: (p, bars) => ({ parabolicSar: calculateParabolicSar(bars, p.step, p.maximum) }),
});
