import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresServer } from './postgres';
import './postgres-url';

let server: PostgresServer | undefined;

/**
 * The `postgres` test project's global setup: the suites run against DATABASE_URL when it is set (an
 * existing server), else against a throwaway cluster started here and stopped at the end. The URL is
 * provided to this project's tests only (`inject('postgresUrl')`).
 */
export async function setup(project: TestProject): Promise<void> {
  const given = process.env['DATABASE_URL'];
  if (!given) server = await startPostgres();
  project.provide('postgresUrl', given ?? server?.url ?? '');
}

/** Stops the cluster this setup started (an existing server is left alone). */
export async function teardown(): Promise<void> {
  await server?.stop();
}
