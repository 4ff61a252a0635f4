import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/index';
import type { OpenDatabase } from './database';
import { openPostgresDatabase } from './open-postgres';
import type { DatabaseSchema } from './schema';

/** The name of the SQLite file inside the data directory. */
export const DATABASE_FILE = 'chartbench.sqlite';

export type { OpenDatabase } from './database';

/** An open, migrated SQLite database. */
export interface OpenSqliteDatabase extends OpenDatabase {
  readonly engine: 'sqlite';
  readonly sqlite: BetterSqlite3.Database;
}

/**
 * Opens (creating if needed) the SQLite file under `dataDir` in WAL mode and applies pending migrations.
 * `synchronous = FULL` makes every acknowledged commit survive a killed process and a power cut alike.
 */
export async function openDatabase(dataDir: string): Promise<OpenSqliteDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrate(db as unknown as Kysely<unknown>, MIGRATIONS, 'sqlite');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    engine: 'sqlite',
    db,
    sqlite,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** Whether a `DATABASE_URL` names a PostgreSQL server. */
export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//i.test(url.trim());

/**
 * The database the configuration names: PostgreSQL when `databaseUrl` is a `postgres://` URL (several
 * server processes share it), else the embedded SQLite file under `dataDir`.
 */
export async function openConfiguredDatabase(options: {
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
}): Promise<OpenDatabase> {
  const url = options.databaseUrl?.trim();
  if (url !== undefined && url !== '') {
    if (!isPostgresUrl(url))
      throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset for the embedded SQLite file.');
    return openPostgresDatabase(url);
  }
  return openDatabase(options.dataDir);
}
