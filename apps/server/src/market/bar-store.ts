import type BetterSqlite3 from 'better-sqlite3';
import { createBars, type Bars } from '@chartbench/core';
import { sharedBars } from './shared-bars';

/** The SQL that creates the imported-bars table; shared by the migration and the importer (idempotent). */
export const MARKET_BARS_SQL = `
CREATE TABLE IF NOT EXISTS market_bars (
  symbol TEXT NOT NULL,
  day TEXT NOT NULL,
  open REAL NOT NULL,
  high REAL NOT NULL,
  low REAL NOT NULL,
  close REAL NOT NULL,
  volume REAL NOT NULL,
  PRIMARY KEY (symbol, day)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS market_imports (
  symbol TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  bar_count INTEGER NOT NULL,
  imported_at TEXT NOT NULL
);
`;

/** One daily bar as stored: the day as YYYY-MM-DD. */
export interface StoredBar {
  readonly day: string;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** Imported daily bars as the provider reads them (synchronously, per chart). */
export interface BarReader {
  /** The imported daily bars of a symbol (oldest first), or undefined when none were imported. */
  dailyBars(symbol: string): Bars | undefined;
  /** Every imported symbol with the name it was imported under. */
  importedSymbols(): { symbol: string; name: string }[];
}

/** Imported daily bars in SQLite: read by the provider, written by the importer. */
export interface BarStore extends BarReader {
  /** Replaces a symbol's bars with these, in one transaction. */
  replaceDailyBars(symbol: string, name: string, bars: readonly StoredBar[], at: Date): void;
}

interface Row {
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * A bar store over a better-sqlite3 database. Reads are cached and the cache is dropped whenever another
 * connection (the importer) has committed, which SQLite reports through `PRAGMA data_version`.
 */
export function createBarStore(db: BetterSqlite3.Database): BarStore {
  db.exec(MARKET_BARS_SQL);
  const selectBars = db.prepare<[string], Row>(
    'SELECT day, open, high, low, close, volume FROM market_bars WHERE symbol = ? ORDER BY day',
  );
  const selectImports = db.prepare<[], { symbol: string; name: string }>(
    'SELECT symbol, name FROM market_imports ORDER BY symbol',
  );
  const deleteBars = db.prepare('DELETE FROM market_bars WHERE symbol = ?');
  const insertBar = db.prepare(
    'INSERT INTO market_bars (symbol, day, open, high, low, close, volume) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const upsertImport = db.prepare(
    'INSERT INTO market_imports (symbol, name, bar_count, imported_at) VALUES (?, ?, ?, ?) ON CONFLICT(symbol) DO UPDATE SET name = excluded.name, bar_count = excluded.bar_count, imported_at = excluded.imported_at',
  );
  // Prepared once: `db.pragma()` prepares its statement at every call, and a chart request asks several times.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let version = -1;
  let imports: { symbol: string; name: string }[] = [];
  const cache = new Map<string, Bars | undefined>();
  // Asked at most once in one stretch of synchronous work (until the next microtask runs): planning a chart,
  // which is synchronous, reads the store six to ten times (its symbol, the comparison's, their quotes), and
  // each ask was a SQLite statement. An import another process commits meanwhile is seen by the next request.
  let askedThisTurn = false;
  const nextTurn = (): void => {
    askedThisTurn = false;
  };

  function refresh(): void {
    if (askedThisTurn) return;
    askedThisTurn = true;
    queueMicrotask(nextTurn);
    const current = dataVersion.get() as number;
    if (current === version) return;
    version = current;
    cache.clear();
    imports = selectImports.all();
  }

  const replace = db.transaction((symbol: string, name: string, bars: readonly StoredBar[], at: Date) => {
    deleteBars.run(symbol);
    for (const bar of bars)
      insertBar.run(symbol, bar.day, bar.open, bar.high, bar.low, bar.close, bar.volume);
    upsertImport.run(symbol, name, bars.length, at.toISOString());
  });

  return {
    dailyBars(symbol) {
      refresh();
      if (!imports.some((entry) => entry.symbol === symbol)) return undefined;
      if (cache.has(symbol)) return cache.get(symbol);
      const rows = selectBars.all(symbol);
      const bars = createBars(rows.length);
      rows.forEach((row, i) => {
        bars.time[i] = Date.parse(`${row.day}T00:00:00Z`);
        bars.open[i] = row.open;
        bars.high[i] = row.high;
        bars.low[i] = row.low;
        bars.close[i] = row.close;
        bars.volume[i] = row.volume;
      });
      // Shared, so that a render thread reads the imported series without a copy (issue #20).
      const shared = sharedBars(bars);
      cache.set(symbol, shared);
      return shared;
    },
    importedSymbols() {
      refresh();
      return imports;
    },
    replaceDailyBars(symbol, name, bars, at) {
      replace(symbol, name, bars, at);
      // Our own write also changes what the next read must see, in this turn too.
      version = -1;
      askedThisTurn = false;
    },
  };
}
