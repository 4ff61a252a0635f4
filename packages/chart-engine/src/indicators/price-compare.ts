import { checkCount, defineCustomIndicator, parameterError } from './parameters';
import { formatSymbolReference, readSymbolReference, resolveAlignedPrices } from './other-symbol';

/** Validated parameters of the Price indicator and overlay: the symbol (or ratio) and its scale flags. */
export interface PriceParameters extends Record<string, string | boolean> {
  readonly symbol: string;
  readonly log: boolean;
  readonly inverted: boolean;
}

const LOG_FLAG = /^L(OG[A-Z]*)?$/;
const INVERTED_FLAG = /^I(NV[A-Z]*)?$/;

/**
 * Reads `symbol[,flags...]` (spec 2 §5): the symbol or `A:B` ratio upper-cased with whitespace removed; flags
 * L, LOG, LOGARITHMIC... mean log scale and I, INV, INVERT, INVERTED... mean inverted, in any case and order.
 */
export function parsePriceParameters(
  label: string,
  tokens: string[],
  defaultSymbol: string,
): PriceParameters {
  checkCount(label, tokens, 3);
  const symbol = formatSymbolReference(readSymbolReference(label, tokens[0], defaultSymbol));
  let log = false;
  let inverted = false;
  for (const token of tokens.slice(1)) {
    const flag = token.toUpperCase();
    if (flag === '') continue;
    if (LOG_FLAG.test(flag)) log = true;
    else if (INVERTED_FLAG.test(flag)) inverted = true;
    else throw parameterError(label, `"${token}" is not a flag (use L for log scale or I for inverted)`);
  }
  return { symbol, log, inverted };
}

/** Price indicator: another symbol's (or ratio's) open, high, low and close on the main bars' times. */
export const priceCompareIndicator = defineCustomIndicator({
  id: 'priceCompare',
  label: 'Price',
  parse: (tokens, label) => parsePriceParameters(label, tokens, '$SPX'),
  calculate: (p, bars, context) => ({
    ...resolveAlignedPrices('Price', readSymbolReference('Price', p.symbol, p.symbol), bars, context),
  }),
});

/** Price overlay: another symbol drawn behind the main price, default $SPX. */
export const priceOverlayIndicator = defineCustomIndicator({
  id: 'priceOverlay',
  label: 'Price Overlay',
  parse: (tokens, label) => parsePriceParameters(label, tokens, '$SPX'),
  calculate: (p, bars, context) => ({
    ...resolveAlignedPrices(
      'Price Overlay',
      readSymbolReference('Price Overlay', p.symbol, p.symbol),
      bars,
      context,
    ),
  }),
});
