import { sql } from 'kysely';
import { MARKET_BARS_SQL } from '../../market/bar-store';
import type { NamedMigration } from './types';

/** Imported daily bars (`npm run import -- SYMBOL file.csv`) and the list of imported symbols. */
export const marketBarsMigration: NamedMigration = {
  name: '0002-market-bars',
  async up(db) {
    for (const statement of MARKET_BARS_SQL.split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      await sql.raw(statement).execute(db);
    }
  },
};
