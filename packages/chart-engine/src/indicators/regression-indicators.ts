import { defineIndicator, period } from './parameters';
import { rollingRegression } from './primitives/regression';

/** Slope (ChartSchool): the least-squares slope of the closes over `period` bars, in price per bar. */
export function calculateSlope(close: Float64Array, length: number): Float64Array {
  return rollingRegression(close, length).slope;
}

/** Linear Regression R² (ChartSchool "Coefficient of Determination"): r² of the closes against time. */
export function calculateRSquared(close: Float64Array, length: number): Float64Array {
  return rollingRegression(close, length).rSquared;
}

/** Slope indicator, default 20. */
export const slopeIndicator = defineIndicator({
  id: 'slope',
  label: 'Slope',
  parameters: [period('period', 20, 2)],
  calculate: (p, bars) => ({ slope: calculateSlope(bars.close, p.period) }),
});

/** Linear Regression R² indicator, default 20. */
export const rSquaredIndicator = defineIndicator({
  id: 'rSquared',
  label: 'Linear Regression R2',
  parameters: [period('period', 20, 3)],
  calculate: (p, bars) => ({ rSquared: calculateRSquared(bars.close, p.period) }),
});
