import { sql, type Kysely } from 'kysely';
import type { NamedMigration } from './migrations/index';

/** Applies every migration not yet recorded, each in its own transaction, and returns the names applied. */
export async function migrate(db: Kysely<unknown>, migrations: readonly NamedMigration[]): Promise<string[]> {
  await sql`create table if not exists migrations (name text primary key, applied_at integer not null)`.execute(
    db,
  );
  const done = await sql<{ name: string }>`select name from migrations`.execute(db);
  const applied = new Set(done.rows.map((row) => row.name));
  const names: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.transaction().execute(async (trx) => {
      await migration.up(trx);
      await sql`insert into migrations (name, applied_at) values (${migration.name}, ${Date.now()})`.execute(
        trx,
      );
    });
    names.push(migration.name);
  }
  return names;
}
