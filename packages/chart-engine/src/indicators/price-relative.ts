import type { Bars } from '@chartbench/core';
import { checkCount, defineCustomIndicator, requireSymbolBars } from './parameters';
import { formatSymbolReference, readSymbolReference } from './other-symbol';
import { alignedClose } from './primitives/align';
import type { IndicatorContext } from './types';

/**
 * Price Relative (ChartSchool): base close / comparison close. With one symbol the base is the main symbol;
 * with a ratio `A:B` it is A over B, both placed on the main bars' times.
 */
export function calculatePriceRelative(base: Float64Array, comparison: Float64Array): Float64Array {
  const out = new Float64Array(base.length);
  for (let i = 0; i < base.length; i++) out[i] = base[i]! / comparison[i]!;
  return out;
}

function relativeOf(label: string, text: string, bars: Bars, context: IndicatorContext): Float64Array {
  const reference = readSymbolReference(label, text, text);
  if (reference.divisor === '')
    return calculatePriceRelative(
      bars.close,
      alignedClose(bars, requireSymbolBars(label, reference.symbol, context)),
    );
  return calculatePriceRelative(
    alignedClose(bars, requireSymbolBars(label, reference.symbol, context)),
    alignedClose(bars, requireSymbolBars(label, reference.divisor, context)),
  );
}

/** Price Relative indicator, default $SPX. */
export const priceRelativeIndicator = defineCustomIndicator({
  id: 'priceRelative',
  label: 'Price Relative',
  parse: (tokens, label) => {
    checkCount(label, tokens, 1);
    return { symbol: formatSymbolReference(readSymbolReference(label, tokens[0], '$SPX')) };
  },
  calculate: (p, bars, context) => ({ priceRelative: relativeOf('Price Relative', p.symbol, bars, context) }),
});
