import { DATABASE_UNAVAILABLE_MESSAGE } from '../../apps/server/src/storage/availability';
import { createTestDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { requirePostgresUrl } from '../support/postgres-url';
import { api, login, startServerProcess, type ServerProcess } from './server-processes';

const WRITES = 1_000;
const IN_FLIGHT = 16;

/** Two lists of 500 (an Extra member's per-list limit), so all 1,000 writes are allowed. */
async function makeLists(server: ServerProcess, cookie: string): Promise<number[]> {
  const lists: number[] = [];
  for (const name of ['Kill A', 'Kill B']) {
    const reply = (await api(server.base, cookie, { cmd: 'add-chartlist', name })) as {
      chartList: { listNum: number };
    };
    lists.push(reply.chartList.listNum);
  }
  return lists;
}

/**
 * Sends {@link WRITES} add-favorite calls, {@link IN_FLIGHT} at a time, calling `midway` once after `at`
 * acknowledgements, and returns the descriptions the server acknowledged and every failure message.
 */
async function writeAll(
  server: ServerProcess,
  cookie: string,
  lists: number[],
  at: number,
  midway: () => Promise<unknown>,
): Promise<{ acknowledged: Set<string>; failures: string[]; pending: Promise<unknown> }> {
  const acknowledged = new Set<string>();
  const failures: string[] = [];
  let next = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const worker = async () => {
    while (next < WRITES) {
      const i = next++;
      try {
        const reply = await api(server.base, cookie, {
          cmd: 'add-favorite',
          listnum: String(lists[i % 2]),
          symbol: 'AAPL',
          desc: `write-${i}`,
          style: '&p=D',
        });
        if (reply['success'] === true) {
          acknowledged.add(`write-${i}`);
          if (acknowledged.size === at) pending = midway();
        } else failures.push(String(reply['message']));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await pending;
  return { acknowledged, failures, pending };
}

async function storedDescriptions(
  server: ServerProcess,
  cookie: string,
  lists: number[],
): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const listnum of lists) {
    const reply = (await api(server.base, cookie, { cmd: 'get-favorites', listnum: String(listnum) })) as {
      favorites: Array<{ desc?: string; description?: string }>;
    };
    for (const favorite of reply.favorites) stored.add(String(favorite.desc ?? favorite.description));
  }
  return stored;
}

describe('durability on PostgreSQL: no acknowledged write is lost', () => {
  it('keeps every write acknowledged before a server process is killed with SIGKILL', async () => {
    const database = await createTestDatabase(requirePostgresUrl());
    try {
      const first = await startServerProcess(database.url);
      const cookie = await login(first.base, 'extra@example.com');
      const lists = await makeLists(first, cookie);
      const run = await writeAll(first, cookie, lists, 300, () => first.kill('SIGKILL'));
      expect(run.acknowledged.size).toBeGreaterThanOrEqual(300);
      expect(run.acknowledged.size).toBeLessThan(WRITES);

      const second = await startServerProcess(database.url);
      try {
        const stored = await storedDescriptions(second, await login(second.base, 'extra@example.com'), lists);
        const lost = [...run.acknowledged].filter((description) => !stored.has(description));
        expect(lost).toEqual([]);
      } finally {
        await second.kill('SIGTERM');
      }
    } finally {
      await database.drop();
    }
  }, 180_000);

  describe('across a PostgreSQL restart', () => {
    let postgres: PostgresServer;
    beforeAll(async () => {
      // A cluster of its own: the test restarts it, which it must not do to a server it was given.
      postgres = await startPostgres();
    }, 120_000);
    afterAll(() => postgres?.stop());

    it('fails writes during the restart with a clear error, succeeds after, and loses nothing acknowledged', async () => {
      const database = await createTestDatabase(postgres.url);
      const server = await startServerProcess(database.url);
      try {
        const cookie = await login(server.base, 'extra@example.com');
        const lists = await makeLists(server, cookie);
        const run = await writeAll(server, cookie, lists, 300, () => postgres.restart());
        // The restart happened mid-run: some writes met it, and later ones went through again.
        expect(run.failures.length, server.output()).toBeGreaterThan(0);
        expect(new Set(run.failures), server.output()).toEqual(new Set([DATABASE_UNAVAILABLE_MESSAGE]));
        expect(run.acknowledged.size + run.failures.length).toBe(WRITES);
        const after = await api(server.base, cookie, {
          cmd: 'add-favorite',
          listnum: String(lists[0]),
          symbol: 'AAPL',
          desc: 'after-restart',
          style: '&p=D',
        });
        expect(after).toMatchObject({ success: true });
        expect((await fetch(`${server.base}/health`)).status).toBe(200);

        const stored = await storedDescriptions(server, cookie, lists);
        expect([...run.acknowledged].filter((description) => !stored.has(description))).toEqual([]);
      } finally {
        await server.kill('SIGTERM');
        await database.drop();
      }
    }, 180_000);
  });
});
