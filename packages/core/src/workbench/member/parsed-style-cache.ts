import { CONSTANTS } from '../../catalogues/index';
import type { ChartSettings } from '../../model/index';

/** Options of {@link createParsedStyleCache}; the defaults are spec 2 §9's. */
export interface ParsedStyleCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  readonly maxEntries?: number;
  /** How long an entry stays fresh after it was stored or last used, in ms. */
  readonly ttlMs?: number;
}

/**
 * The parsed-style cache (spec 2 §5, §9): the settings a style cache id's XML was read as, so applying a
 * ChartStyle or a StyleButton again does not fetch and parse its XML again. It holds up to 1000 entries, each
 * fresh for 10 s after its last use; an entry for an item being viewed (`keepAlive`) stays however old it is.
 */
export function createParsedStyleCache(options: ParsedStyleCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? CONSTANTS.caches.parsedStyleEntries;
  const ttlMs = options.ttlMs ?? CONSTANTS.caches.styleCacheSettingMs;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { readonly settings: ChartSettings; usedAt: number }>();

  return {
    /** The settings of `id` at `now`, or undefined when not cached or stale (and not kept alive). */
    get(id: string, now: number, keepAlive = false): ChartSettings | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      entries.delete(id);
      if (!keepAlive && now - entry.usedAt > ttlMs) return undefined;
      entry.usedAt = now;
      entries.set(id, entry);
      return entry.settings;
    },
    /** Stores the settings `id` was read as, dropping the least recently used entry beyond the maximum. */
    set(id: string, settings: ChartSettings, now: number): void {
      entries.delete(id);
      entries.set(id, { settings, usedAt: now });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    /** How many entries are held. */
    size: () => entries.size,
  };
}

/** A parsed-style cache. */
export type ParsedStyleCache = ReturnType<typeof createParsedStyleCache>;
