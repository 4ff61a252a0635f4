import { createTestDatabase } from '../support/postgres';
import { requirePostgresUrl } from '../support/postgres-url';
import { api, login, startServerProcess } from './server-processes';

describe('graceful shutdown over PostgreSQL', () => {
  it('answers every request it accepted before SIGTERM, then closes the pool and exits 0', async () => {
    const database = await createTestDatabase(requirePostgresUrl());
    try {
      const server = await startServerProcess(database.url);
      const cookie = await login(server.base, 'pro@example.com');
      // Chart images and member reads in flight when the signal arrives.
      const inFlight = Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? // As the Pro member: a visitor is held to one year (spec 1 §6).
            fetch(`${server.base}/c-sc/sc/?s=AAPL&p=D&yr=${1 + (i % 5)}&img=png&r=${i}`, {
              headers: { cookie },
            }).then(async (response) => ({
              ok: response.status === 200 && (await response.arrayBuffer()).byteLength > 0,
            }))
          : api(server.base, cookie, { cmd: 'get-chartlists' }).then((reply) => ({
              ok: reply['success'] === true,
            })),
      );
      // The signal comes once the first answer is back (the server is taking requests), others still running.
      await Promise.any(inFlight);
      const exited = server.kill('SIGTERM');
      const outcomes = await Promise.allSettled(inFlight);
      // A request is either refused before the server took it, or answered in full: none is cut off.
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') expect(outcome.value.ok).toBe(true);
        else
          expect(String((outcome.reason as Error).cause ?? outcome.reason)).toMatch(
            /ECONNREFUSED|ECONNRESET/,
          );
      }
      expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true);
      expect(await exited).toBe(0);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
