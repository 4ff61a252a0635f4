import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/index';
import type { DatabaseSchema } from './schema';

/** The name of the SQLite file inside the data directory. */
export const DATABASE_FILE = 'chartbench.sqlite';

/** An open, migrated database. */
export interface OpenDatabase {
  readonly db: Kysely<DatabaseSchema>;
  readonly sqlite: BetterSqlite3.Database;
  close(): Promise<void>;
}

/**
 * Opens (creating if needed) the SQLite file under `dataDir` in WAL mode and applies pending migrations.
 * `synchronous = FULL` makes every acknowledged commit survive a killed process and a power cut alike.
 */
export async function openDatabase(dataDir: string): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrate(db as unknown as Kysely<unknown>, MIGRATIONS);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, sqlite, close: () => db.destroy() };
}
