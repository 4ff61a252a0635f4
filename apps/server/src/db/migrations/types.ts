import type { Kysely } from 'kysely';

/**
 * One schema change, applied once at start in its own transaction. Shaped like kysely's `Migration` plus a
 * name that is recorded in the `migrations` table.
 */
export interface NamedMigration {
  readonly name: string;
  up(db: Kysely<unknown>): Promise<void>;
}
