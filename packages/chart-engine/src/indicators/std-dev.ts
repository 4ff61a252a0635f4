import { defineIndicator, period } from './parameters';
import { rollingStdDev } from './primitives/windows';

/** Standard deviation of closes over `period` bars, population form (divide by N), as ChartSchool computes it. */
export function calculateStdDev(close: Float64Array, length: number): Float64Array {
  return rollingStdDev(close, length);
}

/** Standard Deviation indicator, default 10. */
export const stdDevIndicator = defineIndicator({
  id: 'stdDev',
  label: 'Standard Deviation',
  parameters: [period('period', 10, 2)],
  calculate: (p, bars) => ({ stdDev: calculateStdDev(bars.close, p.period) }),
});
