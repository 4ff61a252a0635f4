import { applyOffset, parseMovingAverage, priceColumn } from './moving-average-parameters';
import { defineCustomIndicator } from './parameters';
import { ema } from './primitives/moving-averages';

/**
 * Exponential moving average (ChartSchool): multiplier 2 / (period + 1), the first value is the SMA of the
 * first `period` values, so the line starts at bar period - 1.
 */
export function calculateEma(values: Float64Array, period: number): Float64Array {
  return ema(values, period);
}

/** The EMA overlay: `period[,field][,offset]`, default 20 on closes. */
export const emaIndicator = defineCustomIndicator({
  id: 'ema',
  label: 'Exponential Moving Average',
  parse: (tokens, label) => parseMovingAverage(label, 20, tokens),
  calculate: (p, bars) => ({
    ema: applyOffset(calculateEma(priceColumn(bars, p.field), p.period), p.offset),
  }),
});
