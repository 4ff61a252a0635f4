import { Hono } from 'hono';
import type { Engine } from '../db/migrations/index';

/** What the health route needs. */
export interface HealthDeps {
  /** Resolves when the database answers. */
  ping(): Promise<void>;
  readonly engine: Engine;
}

/**
 * `GET /health`: 200 `{ status: 'ok' }` while this process can reach its database, else 503, so that a load
 * balancer sends requests only to processes that can answer them. Never cached.
 */
export function healthRoutes(deps: HealthDeps): Hono {
  const app = new Hono();
  app.get('/health', async (c) => {
    const headers = { 'cache-control': 'no-store' };
    try {
      await deps.ping();
      return c.json({ status: 'ok', database: deps.engine }, 200, headers);
    } catch {
      return c.json({ status: 'unavailable', database: deps.engine }, 503, headers);
    }
  });
  return app;
}
