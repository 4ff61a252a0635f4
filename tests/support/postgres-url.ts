import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the `postgres` test project (absent in every other project). */
    postgresUrl: string;
  }
}

/**
 * The PostgreSQL server the `postgres` project's global setup provides, or undefined in the other projects
 * (which run the same suites on SQLite). Provided per project, so running every project at once (`npm
 * test`) keeps the unit project on SQLite.
 */
export const testPostgresUrl = (): string | undefined => inject('postgresUrl') || undefined;

/** The PostgreSQL server of a test that needs one (the `postgres` project's files only). */
export function requirePostgresUrl(): string {
  const url = testPostgresUrl();
  if (!url) throw new Error('This test runs in the postgres project, which provides a PostgreSQL server.');
  return url;
}
