import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from '../support/postgres';
import { requirePostgresUrl } from '../support/postgres-url';

const CLI = resolve(import.meta.dirname, '../../apps/server/src/migrate-cli.ts');
const SCHEMA = '0001-members-and-content, 0002-market-bars, 0003-sessions-and-limits';

/** Runs `npm run migrate`'s script from source with these variables; resolves with its output and code. */
async function migrateWith(env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--conditions=chartbench-source', '--import', 'tsx', CLI],
      { env: { ...process.env, DATABASE_URL: '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run migrate', () => {
  it('creates the PostgreSQL schema of DATABASE_URL, and again changes nothing', async () => {
    const database = await createTestDatabase(requirePostgresUrl());
    try {
      const first = await migrateWith({ DATABASE_URL: database.url });
      expect(first).toEqual({ code: 0, output: `PostgreSQL schema up to date: ${SCHEMA}.\n` });
      expect(await migrateWith({ DATABASE_URL: database.url })).toEqual(first);
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('creates the SQLite file under CHARTBENCH_DATA_DIR without DATABASE_URL, and refuses another URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chartbench-migrate-'));
    try {
      expect(await migrateWith({ CHARTBENCH_DATA_DIR: dir })).toEqual({
        code: 0,
        output: `SQLite schema up to date: ${SCHEMA}.\n`,
      });
      const refused = await migrateWith({ CHARTBENCH_DATA_DIR: dir, DATABASE_URL: 'mysql://db/chartbench' });
      expect(refused).toEqual({
        code: 1,
        output:
          'Migration failed: DATABASE_URL must be a postgres:// URL; leave it unset for the embedded SQLite file.\n',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
