import { sql } from 'kysely';
import { MARKET_BARS_SQL } from '../../market/bar-store';
import type { NamedMigration } from './types';

/** The same two tables in PostgreSQL's words (double precision prices, no `WITHOUT ROWID`). */
const MARKET_BARS_POSTGRES_SQL = `
CREATE TABLE IF NOT EXISTS market_bars (
  symbol TEXT NOT NULL,
  day TEXT NOT NULL,
  open DOUBLE PRECISION NOT NULL,
  high DOUBLE PRECISION NOT NULL,
  low DOUBLE PRECISION NOT NULL,
  close DOUBLE PRECISION NOT NULL,
  volume DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (symbol, day)
);
CREATE TABLE IF NOT EXISTS market_imports (
  symbol TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  bar_count INTEGER NOT NULL,
  imported_at TEXT NOT NULL
);
`;

/** Imported daily bars (`npm run import -- SYMBOL file.csv`) and the list of imported symbols. */
export const marketBarsMigration: NamedMigration = {
  name: '0002-market-bars',
  async up(db, engine) {
    const text = engine === 'postgres' ? MARKET_BARS_POSTGRES_SQL : MARKET_BARS_SQL;
    for (const statement of text
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      await sql.raw(statement).execute(db);
    }
  },
};
