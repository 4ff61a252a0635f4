import { defineIndicator, period } from './parameters';
import { rollingMax, rollingMin } from './primitives/windows';

/** Highest High Value overlay: the highest high of the `period` bars ending at each bar, default 20. */
export const highestHighIndicator = defineIndicator({
  id: 'highestHigh',
  label: 'Highest High Value',
  parameters: [period('period', 20)],
  calculate: (p, bars) => ({ highestHigh: rollingMax(bars.high, p.period) }),
});

/** Lowest Low Value overlay: the lowest low of the `period` bars ending at each bar, default 20. */
export const lowestLowIndicator = defineIndicator({
  id: 'lowestLow',
  label: 'Lowest Low Value',
  parameters: [period('period', 20)],
  calculate: (p, bars) => ({ lowestLow: rollingMin(bars.low, p.period) }),
});
