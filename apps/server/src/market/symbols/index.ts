import type { SymbolInfo } from '../types';
import { CRYPTO, GLOBAL_STOCKS } from './crypto-global';
import { FUNDS_AND_INDEXES } from './funds-indexes';
import { US_STOCKS } from './us-stocks';

export { ANCHOR_DATE } from './define';

/** Every symbol of the built-in catalogue. */
export const SYMBOLS: readonly SymbolInfo[] = [
  ...US_STOCKS,
  ...FUNDS_AND_INDEXES,
  ...CRYPTO,
  ...GLOBAL_STOCKS,
];

const BY_SYMBOL = new Map(SYMBOLS.map((info) => [info.symbol, info]));

/** Trims and upper-cases a symbol the way lookups expect it. */
export function catalogueKey(symbol: string): string {
  return symbol.trim().toUpperCase();
}

/** Finds a catalogue entry by symbol, ignoring case and surrounding space. */
export function findSymbol(symbol: string): SymbolInfo | undefined {
  return BY_SYMBOL.get(catalogueKey(symbol));
}

/**
 * Suggestions for a search text: exact symbol first, then symbols starting with it, then names containing it
 * (word starts before other matches), each group in catalogue order.
 */
export function searchSymbols(query: string, limit: number): SymbolInfo[] {
  const text = query.trim().toUpperCase();
  if (!text) return [];
  const scored: { info: SymbolInfo; score: number; order: number }[] = [];
  SYMBOLS.forEach((info, order) => {
    const symbol = info.symbol;
    const bare = symbol.replace(/^\$/, '');
    const name = info.name.toUpperCase();
    let score = -1;
    if (symbol === text || bare === text) score = 0;
    else if (symbol.startsWith(text) || bare.startsWith(text)) score = 1;
    else if (name.startsWith(text) || name.includes(` ${text}`)) score = 2;
    else if (name.includes(text)) score = 3;
    if (score >= 0) scored.push({ info, score, order });
  });
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return scored.slice(0, limit).map((entry) => entry.info);
}
