import { applyOffset, parseMovingAverage, priceColumn } from './moving-average-parameters';
import { defineCustomIndicator } from './parameters';
import { wma } from './primitives/moving-averages';

/** Weighted moving average: weights 1..period, the newest bar heaviest (ChartSchool "Moving Averages"). */
export function calculateWma(values: Float64Array, period: number): Float64Array {
  return wma(values, period);
}

/** The WMA overlay: `period[,field][,offset]`, default 20 on closes. */
export const wmaIndicator = defineCustomIndicator({
  id: 'wma',
  label: 'Weighted Moving Average',
  parse: (tokens, label) => parseMovingAverage(label, 20, tokens),
  calculate: (p, bars) => ({
    wma: applyOffset(calculateWma(priceColumn(bars, p.field), p.period), p.offset),
  }),
});
