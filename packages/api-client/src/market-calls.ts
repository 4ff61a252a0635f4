import type { z } from 'zod';
import {
  getCompaniesInfo,
  getOptions,
  getPastData,
  getQuote,
  getSymbolSuggestions,
  getSymbolSummary,
  isMarketOpen,
  type symbolSuggestion,
} from './contract/index';
import { createStaleWhileRevalidateCache, type NowMs } from './caches';
import type { Transport } from './transport';
import type { BootstrapSeed } from './bootstrap-seed';

/** Suggestions younger than this are served without a request (spec 3 §9: 1 and 5 minutes). */
export const SUGGESTION_FRESH_MS = 60_000;
/** Suggestions are served (and refreshed in the background) up to this age; older ones are fetched again. */
export const SUGGESTION_MAX_AGE_MS = 5 * 60_000;

/** A symbol suggestion. */
export type SymbolSuggestion = z.output<typeof symbolSuggestion>;

/** The market-data calls with the behaviours of spec 1 §7, §8 and spec 3 §7, §9. */
export function createMarketCalls(transport: Transport, now: NowMs, seed?: BootstrapSeed) {
  const suggestions = createStaleWhileRevalidateCache<SymbolSuggestion[]>(
    SUGGESTION_FRESH_MS,
    SUGGESTION_MAX_AGE_MS,
    now,
    () => [],
  );
  return {
    /** Company info of the symbols the server knows; retried once after a failure (spec 1 §7). */
    getCompaniesInfo: async (symbols: readonly string[]) => {
      // The first chart's symbols are on the page the server sent (issue #20).
      const seeded = seed?.companiesInfo(symbols);
      if (seeded) return seeded;
      const input = { symbols: symbols.join(',') };
      try {
        return (await transport.json(getCompaniesInfo, input)).companiesInfo;
      } catch {
        return (await transport.json(getCompaniesInfo, input)).companiesInfo;
      }
    },
    /**
     * Whether an exchange is open, optionally at a UTC date `d` (YYYYMMDD) and time `t` (HHMMSS). One request
     * that rejects on failure: the caller's market-open check retries once, then reads closed (spec 1 §8), so
     * a failure costs two requests, not four.
     */
    isMarketOpen: async (exchange: string, at: { d?: string; t?: string } = {}): Promise<boolean> =>
      (await transport.json(isMarketOpen, { e: exchange, randomNumber: now(), ...at })).ismarketopen,
    /** Symbol suggestions for typed text; cached for 1 minute (served up to 5 while refreshing); a failure gives [] (spec 3 §7). */
    getSymbolSuggestions: (q: string, perPage = 10): Promise<SymbolSuggestion[]> => {
      const text = q.trim();
      if (text === '') return Promise.resolve([]);
      return suggestions(
        `${perPage}|${text.toUpperCase()}`,
        async () => (await transport.json(getSymbolSuggestions, { q: text, perPage })).suggestions,
      );
    },
    /** The Symbol Summary of one symbol: symbols[0] of get-symbol-data (spec 3 §7). */
    getSymbolSummary: async (symbol: string) =>
      (
        await transport.json(getSymbolSummary, {
          optionalFields: 'symbolsummary',
          symbols: symbol,
          randomNumber: now(),
        })
      ).symbols[0],
    /** The option chain of a symbol (spec 3 §7). */
    getOptions: async (symbol: string) => (await transport.json(getOptions, { s: symbol })).options,
    /** The latest quote: the one entry of /quotebrain/quotes (spec 3 §7). */
    getQuote: async (symbol: string) =>
      (await transport.json(getQuote, { s: symbol, f: 'json', randomNumber: now() }))[0],
    /** Historical prices as text (spec 3 §7). */
    getPastData: (input: Omit<z.input<typeof getPastData.request>, 'out' | 'randomNumber'>) =>
      transport.text(getPastData, { ...input, out: 'text', randomNumber: now() }),
  };
}
