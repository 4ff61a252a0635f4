import { columnTypes } from './column-types';
import type { NamedMigration } from './types';

/**
 * Server-side login sessions (revocable, expiring; the cookie holds a random token, the table its SHA-256)
 * and the counters of the rate limits, in the database so that every server process sees the same ones.
 */
export const sessionsAndLimitsMigration: NamedMigration = {
  name: '0003-sessions-and-limits',
  async up(db, engine) {
    const t = columnTypes(engine);
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('chart_code', 'integer', (c) => c.notNull().references('members.chart_code'))
      .addColumn('created_at', t.time, (c) => c.notNull())
      .addColumn('expires_at', t.time, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_chart_code').on('sessions').column('chart_code').execute();
    await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', t.time, (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
  },
};
