import { defineCustomIndicator, checkCount, readSymbol, requireSymbolBars } from './parameters';
import { nanArray } from './primitives/arrays';
import { alignedClose } from './primitives/align';

/** The broad-market fund the default performance indicator compares against. */
export const DEFAULT_PERFORMANCE_SYMBOL = 'SPY';

/** Percent change of each value from `values[base]`: (value / base - 1) × 100; NaN before `base`. */
export function calculatePercentChange(values: Float64Array, base: number): Float64Array {
  const n = values.length;
  const out = nanArray(n);
  const start = values[base];
  if (start === undefined || Number.isNaN(start)) return out;
  for (let i = base; i < n; i++) out[i] = (values[i]! / start - 1) * 100;
  return out;
}

/** Performance lines: the main symbol's and the comparison symbol's percent change from a common first bar. */
export interface PerformanceLines {
  readonly performance: Float64Array;
  readonly comparison: Float64Array;
  /** performance - comparison, in percentage points. */
  readonly difference: Float64Array;
}

/**
 * Performance comparison: both series measured from the first bar where both have a close, so a late-starting
 * comparison does not skew the base.
 */
export function calculatePerformance(close: Float64Array, comparisonClose: Float64Array): PerformanceLines {
  let base = 0;
  while (base < close.length && (Number.isNaN(close[base]!) || Number.isNaN(comparisonClose[base]!))) base++;
  const performance = calculatePercentChange(close, base);
  const comparison = calculatePercentChange(comparisonClose, base);
  const difference = new Float64Array(close.length);
  for (let i = 0; i < close.length; i++) difference[i] = performance[i]! - comparison[i]!;
  return { performance, comparison, difference };
}

/** Performance comparison indicator (the default indicator), default symbol SPY. */
export const performanceIndicator = defineCustomIndicator({
  id: 'performance',
  label: 'Performance',
  parse: (tokens, label) => {
    checkCount(label, tokens, 1);
    return { symbol: readSymbol(label, 'symbol', tokens[0], DEFAULT_PERFORMANCE_SYMBOL) };
  },
  calculate: (p, bars, context) => {
    const other = requireSymbolBars('Performance', p.symbol, context);
    return { ...calculatePerformance(bars.close, alignedClose(bars, other)) };
  },
});

/** Price Performance (no parameters): the main symbol's percent change from the first bar. */
export const pricePerformanceIndicator = defineCustomIndicator({
  id: 'pricePerformance',
  label: 'Price Performance',
  parse: (tokens, label) => {
    checkCount(label, tokens, 0);
    return {};
  },
  calculate: (_p, bars) => ({ performance: calculatePercentChange(bars.close, 0) }),
});
