import { isUserIndexSymbol, isValidSymbol } from './symbols';

/** How two parts of a composite symbol combine: `:` is a ratio, `-` a difference (spec 1 §5.3). */
export type CompositeOperator = ':' | '-';

/** A composite symbol read into its parts and the operators between them, applied left to right. */
export interface CompositeSymbol {
  /** The parts, upper-cased, in order; at least two. */
  readonly parts: readonly string[];
  /** `operators[i]` combines the result so far with `parts[i + 1]`. */
  readonly operators: readonly CompositeOperator[];
}

/**
 * Reads a composite main or comparison symbol such as the ratio `IBM:$SPX` or the difference `AAPL-SPY`
 * (spec 1 §5.3; the indicator catalogue's Price and Price Relative). Null for a plain symbol, an invalid one, a
 * user-defined index (`@NAME-123`: its hyphen is the chart code suffix) or one with an empty part. Strip the
 * `_`/`-` prefix flags (spec 2 §3) before calling.
 * @example readCompositeSymbol('ibm:$spx') // { parts: ['IBM', '$SPX'], operators: [':'] }
 */
export function readCompositeSymbol(symbol: string): CompositeSymbol | null {
  const text = symbol.trim().toUpperCase();
  if (!/[:-]/.test(text) || isUserIndexSymbol(text) || !isValidSymbol(text)) return null;
  const parts = text.split(/[:-]/);
  if (parts.some((part) => part === '')) return null;
  const operators = (text.match(/[:-]/g) ?? []) as CompositeOperator[];
  return { parts, operators };
}
