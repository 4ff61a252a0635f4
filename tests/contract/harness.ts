import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient, type FetchLike } from '@chartbench/api-client';
import { createApp, type ChartbenchApp } from '@chartbench/server';
import { createTestDatabase } from '../support/postgres';
import { testPostgresUrl } from '../support/postgres-url';

/** The fixed time of the contract tests. */
export const TEST_NOW = new Date('2026-03-04T15:00:00Z');

/** The origin the tests pretend the server runs at. */
export const BASE_URL = 'http://localhost:3000';

/** A browser-like caller: a cookie jar in front of the real app's fetch. */
export interface Caller {
  readonly client: ApiClient;
  readonly fetch: FetchLike;
  readonly cookies: Map<string, string>;
}

/** The real server app on a fresh temporary data dir. */
export interface TestServer {
  readonly server: ChartbenchApp;
  readonly dataDir: string;
  /** A caller with no cookies (a visitor). */
  visitor(): Caller;
  /** A caller logged in through `POST /login` as a demo member. */
  loginAs(email: string): Promise<Caller>;
  close(): Promise<void>;
}

function callerFor(app: ChartbenchApp['app']): Caller {
  const cookies = new Map<string, string>();
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(new URL(input, BASE_URL), init);
    if (cookies.size > 0)
      request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await app.fetch(request);
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim())) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return {
    client: createApiClient({ baseUrl: BASE_URL, fetch, now: () => TEST_NOW.getTime() }),
    fetch,
    cookies,
  };
}

/**
 * Starts the real app (nothing mocked) on a temp data dir: on SQLite, or, in the `postgres` test project, on a
 * fresh database of the PostgreSQL server that project's global setup provides.
 */
export async function startTestServer(): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chartbench-contract-'));
  const postgresUrl = testPostgresUrl();
  const database = postgresUrl ? await createTestDatabase(postgresUrl) : undefined;
  const server = await createApp({
    dataDir,
    databaseUrl: database?.url,
    now: () => TEST_NOW,
    secret: 'contract-test-secret-0123456789abcdef',
  });
  return {
    server,
    dataDir,
    visitor: () => callerFor(server.app),
    async loginAs(email) {
      const caller = callerFor(server.app);
      const response = await caller.fetch('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password: 'demo' }).toString(),
      });
      if (response.status !== 303) throw new Error(`login as ${email} failed with ${response.status}`);
      return caller;
    },
    async close() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
