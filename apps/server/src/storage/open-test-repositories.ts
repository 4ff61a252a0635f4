import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../../../../tests/support/postgres';
import { testPostgresUrl } from '../../../../tests/support/postgres-url';
import { openConfiguredDatabase, type OpenDatabase } from '../db/open';
import { createPostgresRepositories } from './postgres-repositories';
import type { Repositories } from './repositories';
import { createSqliteRepositories } from './sqlite-repositories';

/** Repositories over a fresh database for one storage test. */
export interface TestRepositories {
  readonly database: OpenDatabase;
  readonly repositories: Repositories;
  close(): Promise<void>;
}

/**
 * Opens fresh repositories: on a fresh PostgreSQL database in the `postgres` test project (which provides the
 * server), else on a SQLite file in a temp folder, so the same suite proves both engines.
 */
export async function openTestRepositories(): Promise<TestRepositories> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-storage-'));
  const adminUrl = testPostgresUrl();
  const created = adminUrl ? await createTestDatabase(adminUrl) : undefined;
  const database = await openConfiguredDatabase({ dataDir, databaseUrl: created?.url });
  const repositories =
    database.engine === 'postgres'
      ? createPostgresRepositories(database.db)
      : createSqliteRepositories(database.db);
  return {
    database,
    repositories,
    async close() {
      await database.close();
      await created?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
