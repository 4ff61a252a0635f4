import type BetterSqlite3 from 'better-sqlite3';
import { isValidSymbol } from '@chartbench/core';
import { createBarStore, type StoredBar } from './bar-store';
import { parseBarsCsv, type CsvRowError } from './csv';
import { findSymbol } from './symbols/index';

/** The outcome of an import: how many bars were stored, or why nothing was. */
export type ImportResult =
  | {
      readonly ok: true;
      readonly symbol: string;
      readonly count: number;
      readonly first: string;
      readonly last: string;
    }
  | { readonly ok: false; readonly symbol: string; readonly errors: readonly CsvRowError[] };

/** What one import needs. */
export interface ImportRequest {
  readonly db: BetterSqlite3.Database;
  readonly symbol: string;
  readonly text: string;
  /** Display name for a symbol outside the catalogue (defaults to the catalogue name or the symbol). */
  readonly name?: string;
  readonly now: Date;
}

/**
 * Imports daily bars from CSV text for a symbol, replacing any earlier import of it. All or nothing: with any
 * bad row nothing is written, and the write itself is one transaction.
 */
export function importBarsCsv(request: ImportRequest): ImportResult {
  const store = createBarStore(request.db);
  return importWith(request, (symbol, name, bars) =>
    store.replaceDailyBars(symbol, name, bars, request.now),
  ) as ImportResult;
}

/** Where an import writes a symbol's bars (PostgreSQL's writer is asynchronous). */
export type BarWriter = (symbol: string, name: string, bars: readonly StoredBar[], at: Date) => Promise<void>;

/** {@link importBarsCsv} into any database: the same checks, then `write` (one transaction). */
export async function importBarsCsvWith(
  request: Omit<ImportRequest, 'db'>,
  write: BarWriter,
): Promise<ImportResult> {
  return importWith(request, (symbol, name, bars) => write(symbol, name, bars, request.now));
}

function importWith(
  request: Omit<ImportRequest, 'db'>,
  write: (symbol: string, name: string, bars: readonly StoredBar[]) => void | Promise<void>,
): ImportResult | Promise<ImportResult> {
  const symbol = request.symbol.trim().toUpperCase();
  if (!isValidSymbol(symbol))
    return { ok: false, symbol, errors: [{ line: 0, message: `'${request.symbol}' is not a valid symbol` }] };
  const parsed = parseBarsCsv(request.text);
  if (parsed.errors.length > 0) return { ok: false, symbol, errors: parsed.errors };
  const result: ImportResult = {
    ok: true,
    symbol,
    count: parsed.bars.length,
    first: parsed.bars[0]?.day ?? '',
    last: parsed.bars[parsed.bars.length - 1]?.day ?? '',
  };
  const written = write(symbol, request.name ?? findSymbol(symbol)?.name ?? symbol, parsed.bars);
  return written instanceof Promise ? written.then(() => result) : result;
}
