import { applyOffset, parseMovingAverage, priceColumn } from './moving-average-parameters';
import { defineCustomIndicator } from './parameters';
import { sma } from './primitives/moving-averages';

/** Simple moving average of `values` over `period` bars (ChartSchool "Moving Averages"). */
export function calculateSma(values: Float64Array, period: number): Float64Array {
  return sma(values, period);
}

/** The SMA overlay: `period[,field][,offset]`, default 50 on closes. */
export const smaIndicator = defineCustomIndicator({
  id: 'sma',
  label: 'Simple Moving Average',
  parse: (tokens, label) => parseMovingAverage(label, 50, tokens),
  calculate: (p, bars) => ({
    sma: applyOffset(calculateSma(priceColumn(bars, p.field), p.period), p.offset),
  }),
});
