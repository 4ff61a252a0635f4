import { testPostgresUrl } from '../../../../tests/support/postgres-url';
import { openTestRepositories, type TestRepositories } from './open-test-repositories';

const expectedEngine = testPostgresUrl() ? 'postgres' : 'sqlite';

describe(`storage on ${expectedEngine}: the same repositories on both engines`, () => {
  let store: TestRepositories;
  beforeEach(async () => {
    store = await openTestRepositories();
    await store.repositories.members.create({
      chartCode: 4242,
      email: 'Limits@Example.com',
      passwordHash: 'x',
      firstName: 'Lim',
      lastName: 'Its',
      memberType: 'BA',
      memberRT: 0,
      hasOptionsAddOn: false,
    });
  });
  afterEach(() => store.close());

  it('runs on the engine the test project names', () => {
    expect(store.database.engine).toBe(expectedEngine);
  });

  it('holds a limit checked and written in one transaction when 60 requests arrive together', async () => {
    const { repositories } = store;
    const list = await repositories.chartLists.create(4242, 'Mine', false);
    const LIMIT = 10;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        repositories.transaction(async (repos) => {
          if ((await repos.favorites.count(4242, list.listNum)) >= LIMIT) throw new Error('limit');
          return repos.favorites.create(4242, [
            {
              listNum: list.listNum,
              symbol: `S${i}`,
              description: '',
              style: '',
              annotations: '',
              comments: '',
            },
          ]);
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(LIMIT);
    expect(await repositories.favorites.count(4242, list.listNum)).toBe(LIMIT);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.map((outcome) => (outcome.reason as Error).message)).toEqual(Array(50).fill('limit'));
  });

  it('counts 300 concurrent rate-limit hits exactly once each', async () => {
    const now = Date.UTC(2026, 2, 4, 15);
    const counts = await Promise.all(
      Array.from({ length: 300 }, () => store.repositories.rateLimits.hit('client-1', now, 60_000)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(await store.repositories.rateLimits.peek('client-1', now + 59_999 - (now % 60_000), 60_000)).toBe(
      300,
    );
    expect(await store.repositories.rateLimits.hit('client-1', now + 60_000, 60_000)).toBe(1);
  });

  it('keeps millisecond times, prices and style cache ids as the API shows them', async () => {
    const { repositories } = store;
    const now = Date.UTC(2026, 2, 4, 15, 0, 0, 123);
    const first = await repositories.styleCache.create('t', '<chart/>', null, now);
    expect(first).toBeGreaterThanOrEqual(1000);
    await repositories.styleCache.putBuiltin(3, '<builtin/>', now);
    expect(await repositories.styleCache.get('p', 3)).toBe('<builtin/>');
    expect(await repositories.styleCache.get('t', first)).toBe('<chart/>');
    const alert = await repositories.priceAlerts.create(4242, {
      symbol: 'AAPL',
      price: 187.123456789,
      direction: 'U',
      notes: '',
      notificationType: 1,
    });
    expect((await repositories.priceAlerts.list(4242))[0]).toEqual(alert);
    expect(alert.price).toBe(187.123456789);
    await repositories.outbox.create({
      chartCode: 4242,
      toEmail: 'a@b.c',
      linkWorkbench: '',
      linkChart: '',
      comments: '',
      sentAt: now,
    });
    expect((await repositories.outbox.listFor(4242))[0]?.sentAt).toBe(now);
    expect(await repositories.members.count()).toBe(1);
    expect((await repositories.members.byEmail('limits@example.com'))?.chartCode).toBe(4242);
  });

  it('finds a session until it expires, and not after logout', async () => {
    const { sessions } = store.repositories;
    const now = Date.UTC(2026, 2, 4, 15);
    await sessions.create({ tokenHash: 'h1', chartCode: 4242, createdAt: now, expiresAt: now + 1000 });
    expect(await sessions.get('h1', now + 999)).toEqual({
      tokenHash: 'h1',
      chartCode: 4242,
      createdAt: now,
      expiresAt: now + 1000,
    });
    expect(await sessions.get('h1', now + 1000)).toBeUndefined();
    await sessions.delete('h1');
    await sessions.deleteExpired(now);
    expect(await sessions.get('h1', now)).toBeUndefined();
  });

  it('rolls back every write of a failed transaction', async () => {
    const { repositories } = store;
    await expect(
      repositories.transaction(async (repos) => {
        await repos.chartLists.create(4242, 'Half', false);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await repositories.chartLists.list(4242)).toEqual([]);
  });
});
