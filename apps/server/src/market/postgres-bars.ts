import { sql, type Kysely } from 'kysely';
import { createBars, type Bars } from '@chartbench/core';
import { sharedBars } from './shared-bars';
import type { DatabaseSchema } from '../db/schema';
import type { BarReader, StoredBar } from './bar-store';

/** How often a process looks for bars another process (or the importer) wrote. */
export const BAR_REFRESH_MS = 10_000;

/** Imported bars read from PostgreSQL into memory, so chart rendering reads them synchronously. */
export interface SharedBarReader extends BarReader {
  /** Reads the list of imports again, and the bars of every symbol whose import changed. */
  refresh(): Promise<void>;
  /** Stops the periodic refresh. */
  close(): void;
}

interface ImportRow {
  symbol: string;
  name: string;
  imported_at: string;
}

interface BarRow {
  day: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const toBars = (rows: readonly BarRow[]): Bars => {
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
  return sharedBars(bars);
};

/**
 * The imported bars of a PostgreSQL database, held in memory per process and refreshed every
 * {@link BAR_REFRESH_MS}: a stale copy only means a fresh import shows up a few seconds later on some
 * processes. The memory is bounded by what the operators imported (every imported symbol, once).
 */
export async function createPostgresBarReader(
  db: Kysely<DatabaseSchema>,
  refreshMs: number = BAR_REFRESH_MS,
): Promise<SharedBarReader> {
  let imports: { symbol: string; name: string; importedAt: string }[] = [];
  const bars = new Map<string, Bars>();

  const refresh = async (): Promise<void> => {
    const rows =
      await sql<ImportRow>`select symbol, name, imported_at from market_imports order by symbol`.execute(db);
    const next = rows.rows.map((row) => ({
      symbol: row.symbol,
      name: row.name,
      importedAt: row.imported_at,
    }));
    for (const entry of next) {
      const known = imports.find((old) => old.symbol === entry.symbol);
      if (known?.importedAt === entry.importedAt && bars.has(entry.symbol)) continue;
      const barRows =
        await sql<BarRow>`select day, open, high, low, close, volume from market_bars where symbol = ${entry.symbol} order by day`.execute(
          db,
        );
      bars.set(entry.symbol, toBars(barRows.rows));
    }
    for (const symbol of bars.keys()) if (!next.some((entry) => entry.symbol === symbol)) bars.delete(symbol);
    imports = next;
  };

  await refresh();
  const timer = setInterval(() => {
    refresh().catch((error: Error) =>
      console.error(`chartbench: imported bars not refreshed (${error.message})`),
    );
  }, refreshMs);
  timer.unref();

  return {
    dailyBars: (symbol) => bars.get(symbol),
    importedSymbols: () => imports.map(({ symbol, name }) => ({ symbol, name })),
    refresh,
    close: () => clearInterval(timer),
  };
}

/** Replaces a symbol's imported bars in PostgreSQL, in one transaction (what `npm run import` does there). */
export async function replaceDailyBarsPostgres(
  db: Kysely<DatabaseSchema>,
  symbol: string,
  name: string,
  rows: readonly StoredBar[],
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from market_bars where symbol = ${symbol}`.execute(trx);
    // A few thousand rows per statement keeps each under PostgreSQL's 65,535 parameters.
    for (let start = 0; start < rows.length; start += 5_000) {
      const values = rows
        .slice(start, start + 5_000)
        .map(
          (bar) =>
            sql`(${symbol}, ${bar.day}, ${bar.open}, ${bar.high}, ${bar.low}, ${bar.close}, ${bar.volume})`,
        );
      await sql`insert into market_bars (symbol, day, open, high, low, close, volume) values ${sql.join(values)}`.execute(
        trx,
      );
    }
    await sql`insert into market_imports (symbol, name, bar_count, imported_at)
      values (${symbol}, ${name}, ${rows.length}, ${at.toISOString()})
      on conflict (symbol) do update set name = excluded.name, bar_count = excluded.bar_count,
        imported_at = excluded.imported_at`.execute(trx);
  });
}
