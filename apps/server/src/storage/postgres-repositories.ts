import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { createKyselyRepositories, type Atomically } from './kysely-repositories';
import type { Repositories } from './repositories';

/** PostgreSQL's codes for "run the transaction again": a serialization failure and a deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
/**
 * Attempts before the conflict is reported; each waits a little longer, with jitter, so contenders spread. The
 * wait grows to a quarter second: right after a database restart every held-up write retries at once, and with
 * waits of at most 50 ms some writes lost all 40 rounds (about 1 s) and failed; now the rounds span seconds.
 */
const MAX_ATTEMPTS = 40;
const MAX_BACKOFF_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether an error is one PostgreSQL asks to retry the whole transaction for. */
export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE.has((error as { code?: string }).code ?? '');

/**
 * PostgreSQL's transactions run SERIALIZABLE: a limit read (a count) and the write it allows conflict with a
 * concurrent transaction doing the same, whichever process runs it, and the loser runs again from the start,
 * so the limits hold as on SQLite. `work` only talks to the database, so running it again is safe.
 */
const postgresAtomically: Atomically = async (db, work) => {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(Math.random() * Math.min(MAX_BACKOFF_MS, 2 ** attempt));
    }
  }
};

/** The storage port over a shared PostgreSQL server. */
export function createPostgresRepositories(db: Kysely<DatabaseSchema>): Repositories {
  return createKyselyRepositories(db, postgresAtomically);
}
