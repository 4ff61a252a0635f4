import type { Bars } from '@chartbench/core';
import { defineIndicator, period } from './parameters';
import { nanArray } from './primitives/arrays';
import { ema } from './primitives/moving-averages';
import { rollingSum } from './primitives/windows';

/** The EMA length of Dorsey's high-low range smoothing (ChartSchool). */
const RANGE_EMA = 9;

/**
 * Mass Index (Dorsey, ChartSchool): single EMA = EMA(9) of high - low, double EMA = EMA(9) of the single EMA,
 * Mass Index = the `period`-bar sum of single / double.
 */
export function calculateMassIndex(bars: Bars, length: number): Float64Array {
  const n = bars.close.length;
  const range = new Float64Array(n);
  for (let i = 0; i < n; i++) range[i] = bars.high[i]! - bars.low[i]!;
  const single = ema(range, RANGE_EMA);
  const double = ema(single, RANGE_EMA);
  const ratio = nanArray(n);
  for (let i = 0; i < n; i++) {
    const d = double[i]!;
    if (d === d) ratio[i] = d === 0 ? 1 : single[i]! / d;
  }
  return rollingSum(ratio, length);
}

/** Mass Index indicator, default 25. */
export const massIndexIndicator = defineIndicator({
  id: 'massIndex',
  label: 'Mass Index',
  parameters: [period('period', 25)],
  calculate: (p, bars) => ({ massIndex: calculateMassIndex(bars, p.period) }),
});
