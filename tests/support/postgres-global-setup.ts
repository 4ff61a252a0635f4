import { startPostgres, TEST_POSTGRES_URL, type PostgresServer } from './postgres';

let server: PostgresServer | undefined;

/**
 * The `postgres` test project's global setup: the suites run against DATABASE_URL when it is set (an
 * existing server), else against a throwaway cluster started here and stopped at the end.
 */
export async function setup(): Promise<void> {
  const given = process.env['DATABASE_URL'];
  if (given) {
    process.env[TEST_POSTGRES_URL] = given;
    return;
  }
  server = await startPostgres();
  process.env[TEST_POSTGRES_URL] = server.url;
}

/** Stops the cluster this setup started (an existing server is left alone). */
export async function teardown(): Promise<void> {
  await server?.stop();
}
