import type { Kysely } from 'kysely';

/** The database engines the reference backend runs on: embedded SQLite, or a shared PostgreSQL. */
export type Engine = 'sqlite' | 'postgres';

/**
 * One schema change, applied once at start in its own transaction. Shaped like kysely's `Migration` plus a
 * name that is recorded in the `migrations` table; `engine` says which dialect the few engine-specific
 * column types (auto-increment ids, 64-bit times, doubles) are written in.
 */
export interface NamedMigration {
  readonly name: string;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}
