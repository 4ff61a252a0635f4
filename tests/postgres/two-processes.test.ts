import { createTestDatabase } from '../support/postgres';
import { requirePostgresUrl } from '../support/postgres-url';
import { api, login, startServerProcess, type ServerProcess } from './server-processes';

describe('scale-out: two server processes over one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase(requirePostgresUrl());
    // Started together: the migration lock makes one migrate while the other waits.
    [first, second] = await Promise.all([startServerProcess(database.url), startServerProcess(database.url)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([first?.kill('SIGTERM'), second?.kill('SIGTERM')]);
    await database?.drop();
  });

  it('reads through one process a chart and a style saved through the other', async () => {
    const cookie = await login(first.base, 'extra@example.com');
    const { chartList } = (await api(first.base, cookie, { cmd: 'add-chartlist', name: 'Shared' })) as {
      chartList: { listNum: number };
    };
    const added = await api(first.base, cookie, {
      cmd: 'add-favorite',
      listnum: String(chartList.listNum),
      symbol: 'MSFT',
      desc: 'Saved on the first',
      style: '&p=W',
    });
    expect(added).toMatchObject({ success: true });
    const read = (await api(second.base, cookie, {
      cmd: 'get-favorites',
      listnum: String(chartList.listNum),
    })) as { favorites: Array<{ symbol: string; desc?: string; description?: string }> };
    expect(read.favorites.map((favorite) => favorite.symbol)).toEqual(['MSFT']);

    const xml = await (await fetch(`${first.base}/stylecache/cache?id=p1`)).text();
    const created = await fetch(`${first.base}/stylecache/cache`, {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({ cmd: 'createpermanentstyle', xml }),
    });
    const id = (await created.text()).trim();
    expect(id).toMatch(/^[tp]\d+$/);
    const again = await fetch(`${second.base}/stylecache/cache?id=${id}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(xml);
  });

  it('ends the session on both processes when the member logs out through one', async () => {
    const cookie = await login(first.base, 'pro@example.com');
    expect(await api(second.base, cookie, { cmd: 'get-member' })).toMatchObject({ success: true });
    const out = await fetch(`${second.base}/logout`, {
      method: 'POST',
      headers: { cookie },
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    expect(await api(first.base, cookie, { cmd: 'get-member' })).toMatchObject({ success: false });
    expect(await api(second.base, cookie, { cmd: 'get-member' })).toMatchObject({ success: false });
  });

  it('holds a member limit with 60 writes split across both processes', async () => {
    const cookie = await login(first.base, 'free@example.com');
    const before = (await api(first.base, cookie, { cmd: 'get-pricealerts' })) as { priceAlerts: unknown[] };
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api(i % 2 === 0 ? first.base : second.base, cookie, {
          cmd: 'add-pricealert',
          symbol: 'AAPL',
          alertPrice: String(100 + i),
          alertDirection: 'U',
          notificationType: '1',
        }),
      ),
    );
    const accepted = replies.filter((reply) => reply['success'] === true);
    // A free member may hold 3 price alerts: the seeded ones count, and leave room for more.
    expect(before.priceAlerts.length).toBeLessThan(3);
    expect(accepted).toHaveLength(3 - before.priceAlerts.length);
    const listed = (await api(second.base, cookie, { cmd: 'get-pricealerts' })) as { priceAlerts: unknown[] };
    expect(listed.priceAlerts).toHaveLength(3);
    const refusals = new Set(
      replies.filter((reply) => reply['success'] === false).map((reply) => reply['message']),
    );
    expect(refusals.size).toBe(1);
  });

  it('answers /health on both processes while the database is reachable', async () => {
    for (const server of [first, second]) {
      const response = await fetch(`${server.base}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'postgres' });
    }
  });
});
