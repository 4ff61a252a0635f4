import { BOLLINGER_PARAMETERS, calculateBollingerBands } from './bollinger-bands';
import { defineIndicator } from './parameters';
import { nanArray } from './primitives/arrays';

/** Bollinger BandWidth (ChartSchool): (upper - lower) / middle × 100. */
export function calculateBandWidth(close: Float64Array, length: number, deviations: number): Float64Array {
  const { middle, upper, lower } = calculateBollingerBands(close, length, deviations);
  const out = nanArray(close.length);
  for (let i = 0; i < close.length; i++) out[i] = ((upper[i]! - lower[i]!) / middle[i]!) * 100;
  return out;
}

/** %B (ChartSchool): (close - lower band) / (upper band - lower band); 0.5 when the bands touch. */
export function calculatePercentB(close: Float64Array, length: number, deviations: number): Float64Array {
  const { upper, lower } = calculateBollingerBands(close, length, deviations);
  const out = nanArray(close.length);
  for (let i = 0; i < close.length; i++) {
    const width = upper[i]! - lower[i]!;
    out[i] = width === 0 ? 0.5 : (close[i]! - lower[i]!) / width;
  }
  return out;
}

/** Bollinger BandWidth indicator, default 20,2. */
export const bbWidthIndicator = defineIndicator({
  id: 'bbWidth',
  label: 'Bollinger BandWidth',
  parameters: BOLLINGER_PARAMETERS,
  calculate: (p, bars) => ({ bbWidth: calculateBandWidth(bars.close, p.period, p.deviations) }),
});

/** %B indicator, default 20,2. */
export const percentBIndicator = defineIndicator({
  id: 'percentB',
  label: '%B',
  parameters: BOLLINGER_PARAMETERS,
  calculate: (p, bars) => ({ percentB: calculatePercentB(bars.close, p.period, p.deviations) }),
});
