import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { Repositories } from './repositories';

type Db = Kysely<DatabaseSchema>;

/**
 * The sessions and rate-limit counters, each call one statement (the counter one atomic upsert, correct on
 * both engines under concurrency without a transaction).
 */
export function createSessionStores(db: Db): Pick<Repositories, 'sessions' | 'rateLimits'> {
  return {
    sessions: {
      async create(session) {
        await db
          .insertInto('sessions')
          .values({
            token_hash: session.tokenHash,
            chart_code: session.chartCode,
            created_at: session.createdAt,
            expires_at: session.expiresAt,
          })
          .execute();
      },
      async get(tokenHash, now) {
        const row = await db
          .selectFrom('sessions')
          .selectAll()
          .where('token_hash', '=', tokenHash)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        return row
          ? {
              tokenHash: row.token_hash,
              chartCode: row.chart_code,
              createdAt: row.created_at,
              expiresAt: row.expires_at,
            }
          : undefined;
      },
      async delete(tokenHash) {
        await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
      },
      async deleteExpired(now) {
        await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
      },
    },
    rateLimits: {
      async hit(key, now, windowMs, amount = 1) {
        const windowStart = now - (now % windowMs);
        // One upsert: a counter of an older window starts again at 1, so no sweep is needed.
        const row = await db
          .insertInto('rate_limits')
          .values({ key, window_start: windowStart, count: amount })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet({
              count: sql<number>`case when rate_limits.window_start = ${windowStart} then rate_limits.count + ${amount} else ${amount} end`,
              window_start: windowStart,
            }),
          )
          .returning('count')
          .executeTakeFirstOrThrow();
        return row.count;
      },
      async peek(key, now, windowMs) {
        const row = await db
          .selectFrom('rate_limits')
          .select('count')
          .where('key', '=', key)
          .where('window_start', '=', now - (now % windowMs))
          .executeTakeFirst();
        return row?.count ?? 0;
      },
    },
  };
}
