import { CONSTANTS } from '../../catalogues/index';
import type { CompanyInfo } from '../ports/workbench-ports';

const { symbolInfoEntries } = CONSTANTS.caches;

/** Company information of symbols the server knew, oldest first (spec 1 §9: 5000 entries, swept every 40 s). */
export interface SymbolInfoCache {
  get(symbol: string): CompanyInfo | undefined;
  set(symbol: string, info: CompanyInfo): void;
  /** Drops the oldest entries beyond the limit; returns how many went. */
  sweep(): number;
  size(): number;
}

/**
 * Creates the cache. Only known symbols are kept: an unknown one is asked about again, as the server may
 * since have gained data for it. A symbol set again counts as new.
 */
export function createSymbolInfoCache(limit: number = symbolInfoEntries): SymbolInfoCache {
  const entries = new Map<string, CompanyInfo>();
  return {
    get: (symbol) => entries.get(symbol.toUpperCase()),
    set(symbol, info) {
      const key = symbol.toUpperCase();
      entries.delete(key);
      entries.set(key, info);
    },
    sweep() {
      let dropped = 0;
      for (const key of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(key);
        dropped += 1;
      }
      return dropped;
    },
    size: () => entries.size,
  };
}
