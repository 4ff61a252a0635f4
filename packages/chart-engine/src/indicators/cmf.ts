import type { Bars } from '@chartbench/core';
import { calculateMoneyFlowVolume } from './ad-line';
import { defineIndicator, period } from './parameters';
import { rollingSum } from './primitives/windows';

/** Chaikin Money Flow (ChartSchool): sum of money flow volume / sum of volume over `period` bars (0 with no volume). */
export function calculateCmf(bars: Bars, length: number): Float64Array {
  const flow = rollingSum(calculateMoneyFlowVolume(bars), length);
  const volume = rollingSum(bars.volume, length);
  for (let i = 0; i < flow.length; i++) {
    const v = volume[i]!;
    flow[i] = v === 0 ? 0 : flow[i]! / v;
  }
  return flow;
}

/** Chaikin Money Flow indicator, default 20. */
export const cmfIndicator = defineIndicator({
  id: 'cmf',
  label: 'Chaikin Money Flow',
  parameters: [period('period', 20)],
  calculate: (p, bars) => ({ cmf: calculateCmf(bars, p.period) }),
});
