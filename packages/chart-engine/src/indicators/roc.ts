import { defineIndicator, period } from './parameters';
import { rateOfChange } from './primitives/prices';

/** Rate of Change (ChartSchool): (close - close n bars ago) / close n bars ago × 100. */
export function calculateRoc(close: Float64Array, length: number): Float64Array {
  return rateOfChange(close, length);
}

/** Rate of Change indicator, default 12. */
export const rocIndicator = defineIndicator({
  id: 'roc',
  label: 'Rate of Change',
  parameters: [period('period', 12)],
  calculate: (p, bars) => ({ roc: calculateRoc(bars.close, p.period) }),
});
