import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { createKyselyRepositories, type Atomically } from './kysely-repositories';
import type { Repositories } from './repositories';

/**
 * SQLite's transactions: one connection runs one transaction at a time, so a limit checked and written in
 * one transaction holds however many requests arrive together.
 */
const sqliteAtomically: Atomically = (db, work) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** The storage port over the embedded SQLite file. */
export function createSqliteRepositories(db: Kysely<DatabaseSchema>): Repositories {
  return createKyselyRepositories(db, sqliteAtomically);
}
