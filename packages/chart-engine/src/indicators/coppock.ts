import { defineIndicator, period } from './parameters';
import { wma } from './primitives/moving-averages';
import { rateOfChange } from './primitives/prices';

/** Coppock Curve (ChartSchool): WMA(wmaLength) of ROC(longRoc) + ROC(shortRoc). */
export function calculateCoppock(
  close: Float64Array,
  wmaLength: number,
  longRoc: number,
  shortRoc: number,
): Float64Array {
  const long = rateOfChange(close, longRoc);
  const short = rateOfChange(close, shortRoc);
  const sum = new Float64Array(close.length);
  for (let i = 0; i < close.length; i++) sum[i] = long[i]! + short[i]!;
  return wma(sum, wmaLength);
}

/** Coppock Curve indicator, default 10,14,11 (WMA length, long ROC, short ROC). */
export const coppockIndicator = defineIndicator({
  id: 'coppock',
  label: 'Coppock Curve',
  parameters: [period('wmaLength', 10), period('longRoc', 14), period('shortRoc', 11)],
  calculate: (p, bars) => ({ coppock: calculateCoppock(bars.close, p.wmaLength, p.longRoc, p.shortRoc) }),
});
