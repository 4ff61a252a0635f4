import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { rollingSum } from './primitives/windows';

/** Vortex lines. */
export interface VortexLines {
  readonly plus: Float64Array;
  readonly minus: Float64Array;
}

/**
 * Vortex Indicator (Botes and Siepman, ChartSchool): +VM = |high - previous low|, -VM = |low - previous high|,
 * TR as for ATR; +VI = sum(+VM) / sum(TR), -VI = sum(-VM) / sum(TR) over `period` bars from the second bar
 * (undefined, NaN, when the window has no range at all).
 */
export function calculateVortex(bars: Bars, length: number): VortexLines {
  const { high, low, close } = bars;
  const n = close.length;
  const vmPlus = nanArray(n);
  const vmMinus = nanArray(n);
  const tr = nanArray(n);
  for (let i = 1; i < n; i++) {
    vmPlus[i] = Math.abs(high[i]! - low[i - 1]!);
    vmMinus[i] = Math.abs(low[i]! - high[i - 1]!);
    const pc = close[i - 1]!;
    tr[i] = Math.max(high[i]!, pc) - Math.min(low[i]!, pc);
  }
  const plus = rollingSum(vmPlus, length);
  const minus = rollingSum(vmMinus, length);
  const range = rollingSum(tr, length);
  for (let i = 0; i < n; i++) {
    const r = range[i]!;
    plus[i] = r === 0 ? NaN : plus[i]! / r;
    minus[i] = r === 0 ? NaN : minus[i]! / r;
  }
  return { plus, minus };
}

/** Vortex Indicator, default 14. */
export const vortexIndicator = defineIndicator({
  id: 'vortex',
  label: 'Vortex Indicator',
  parameters: [period('period', 14)],
  calculate: (p, bars) => ({ ...calculateVortex(bars, p.period) }),
});
