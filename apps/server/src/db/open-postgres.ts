import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/index';
import type { OpenDatabase } from './database';
import type { DatabaseSchema } from './schema';

/** Connections per server process; N processes hold N times this many on the server. */
const POOL_SIZE = 10;
/** How long a request waits for a connection before it fails with a clear error (a database restart). */
const CONNECT_TIMEOUT_MS = 5_000;
/** No statement runs longer than this, so a stuck query cannot hold a request (and a connection) forever. */
const STATEMENT_TIMEOUT_MS = 15_000;

const INT8_OID = 20;

/** 64-bit integers (counts, millisecond times) as numbers: every one we store is below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Opens a pool on the PostgreSQL server of `url` and applies pending migrations (under an advisory lock, so
 * processes starting together do not race). A connection the server drops (a restart) is discarded by the
 * pool; the next query opens a new one.
 */
export async function openPostgresDatabase(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    types,
  });
  // A connection the server closes (a restart) emits 'error': on the pool while idle, on the client while a
  // request holds it. Unhandled, either would end the process; handled, the query in flight fails (and its
  // request is told the database is unreachable) and the pool discards the connection.
  const lost = (error: Error) => console.error(`chartbench: database connection lost (${error.message})`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(db as unknown as Kysely<unknown>, MIGRATIONS, 'postgres');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    engine: 'postgres',
    db,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
