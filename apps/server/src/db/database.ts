import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Engine } from './migrations/types';
import type { DatabaseSchema } from './schema';

/** An open, migrated database of either engine. */
export interface OpenDatabase {
  readonly engine: Engine;
  readonly db: Kysely<DatabaseSchema>;
  /** The SQLite handle (synchronous reads of imported bars); absent on PostgreSQL. */
  readonly sqlite?: BetterSqlite3.Database;
  /** Resolves when the database answers a query; rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
