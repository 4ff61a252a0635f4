import { sql, type Kysely } from 'kysely';
import type { Engine, NamedMigration } from './migrations/types';

/** The PostgreSQL advisory lock held while migrating, so processes starting together migrate one at a time. */
const MIGRATION_LOCK = 7_274_001;

/**
 * Applies every migration not yet recorded, each in its own transaction, and returns the names applied. On
 * PostgreSQL a session advisory lock makes concurrent starts (several server processes) wait for each other
 * instead of racing to create the same tables.
 */
export async function migrate(
  db: Kysely<unknown>,
  migrations: readonly NamedMigration[],
  engine: Engine = 'sqlite',
): Promise<string[]> {
  if (engine === 'sqlite') return applyPending(db, migrations, engine);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      return await applyPending(connection, migrations, engine);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}

async function applyPending(
  db: Kysely<unknown>,
  migrations: readonly NamedMigration[],
  engine: Engine,
): Promise<string[]> {
  const appliedAt = engine === 'postgres' ? sql`bigint` : sql`integer`;
  await sql`create table if not exists migrations (name text primary key, applied_at ${appliedAt} not null)`.execute(
    db,
  );
  const done = await sql<{ name: string }>`select name from migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  const names: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.transaction().execute(async (trx) => {
      await migration.up(trx, engine);
      await sql`insert into migrations (name, applied_at) values (${migration.name}, ${Date.now()})`.execute(
        trx,
      );
    });
    names.push(migration.name);
  }
  return names;
}
