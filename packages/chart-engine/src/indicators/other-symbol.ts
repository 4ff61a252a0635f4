import type { Bars } from '@chartbench/core';
import { parameterError, readSymbol, requireSymbolBars } from './parameters';
import { alignToTimes } from './primitives/align';
import type { IndicatorContext } from './types';

/** A symbol parameter: one symbol, or a ratio of two written `A:B` (e.g. `IBM:$SPX`). */
export interface SymbolReference {
  readonly symbol: string;
  /** The ratio's denominator, or '' for a plain symbol. */
  readonly divisor: string;
}

/** Reads a symbol or an `A:B` ratio (spec 2 §5: upper-cased, whitespace removed); blank takes the default. */
export function readSymbolReference(
  label: string,
  token: string | undefined,
  defaultValue: string,
): SymbolReference {
  const text = token === undefined || token === '' ? defaultValue : token;
  const parts = text.split(':');
  if (parts.length > 2 || parts.some((part) => part === '')) {
    throw parameterError(label, `symbol "${text.toUpperCase()}" must be one symbol or a ratio written A:B`);
  }
  return {
    symbol: readSymbol(label, 'symbol', parts[0], defaultValue),
    divisor: parts[1] === undefined ? '' : readSymbol(label, 'symbol', parts[1], defaultValue),
  };
}

/** The `A:B` text of a symbol reference. */
export function formatSymbolReference(reference: SymbolReference): string {
  return reference.divisor === '' ? reference.symbol : `${reference.symbol}:${reference.divisor}`;
}

/** Open, high, low and close of another symbol (or ratio) placed on the main bars' times. */
export interface AlignedPrices {
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
}

function alignAll(bars: Bars, other: Bars): AlignedPrices {
  return {
    open: alignToTimes(bars.time, other.time, other.open),
    high: alignToTimes(bars.time, other.time, other.high),
    low: alignToTimes(bars.time, other.time, other.low),
    close: alignToTimes(bars.time, other.time, other.close),
  };
}

function divide(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! / b[i]!;
  return out;
}

/**
 * The prices of a symbol reference on the main bars' times, from `context.symbolBars`; a ratio divides field by
 * field (its high and low are the ratio of highs and of lows, the usual charting convention).
 */
export function resolveAlignedPrices(
  label: string,
  reference: SymbolReference,
  bars: Bars,
  context: IndicatorContext,
): AlignedPrices {
  const first = alignAll(bars, requireSymbolBars(label, reference.symbol, context));
  if (reference.divisor === '') return first;
  const second = alignAll(bars, requireSymbolBars(label, reference.divisor, context));
  return {
    open: divide(first.open, second.open),
    high: divide(first.high, second.high),
    low: divide(first.low, second.low),
    close: divide(first.close, second.close),
  };
}
