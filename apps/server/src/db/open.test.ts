import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DATABASE_FILE, openDatabase } from './open';
import { MIGRATIONS } from './migrations/index';

describe('persistence: SQLite file, WAL, migrations at start', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'chartbench-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the file in WAL mode and applies every migration once', async () => {
    const first = await openDatabase(join(dir, 'nested'));
    expect(existsSync(join(dir, 'nested', DATABASE_FILE))).toBe(true);
    expect(first.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    const applied = await sql<{ name: string }>`select name from migrations order by name`.execute(first.db);
    expect(applied.rows.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    await first.db
      .insertInto('short_urls')
      .values({ code: 'abc', long_url: 'http://x/', created_at: 1 })
      .execute();
    await first.close();

    const second = await openDatabase(join(dir, 'nested'));
    const again = await sql<{ n: number }>`select count(*) as n from migrations`.execute(second.db);
    expect(again.rows[0]?.n).toBe(MIGRATIONS.length);
    const kept = await second.db.selectFrom('short_urls').selectAll().execute();
    expect(kept).toEqual([{ code: 'abc', long_url: 'http://x/', created_at: 1 }]);
    await second.close();
  });

  it('rolls a failing migration back and reports it', async () => {
    const { migrate } = await import('./migrate');
    const opened = await openDatabase(dir);
    const broken = {
      name: '9999-broken',
      async up(db: Parameters<(typeof MIGRATIONS)[number]['up']>[0]) {
        await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
        throw new Error('boom');
      },
    };
    await expect(migrate(opened.db as never, [...MIGRATIONS, broken])).rejects.toThrow('boom');
    const tables = await sql<{
      name: string;
    }>`select name from sqlite_master where name = 'half_done'`.execute(opened.db);
    expect(tables.rows).toEqual([]);
    await opened.close();
  });
});
