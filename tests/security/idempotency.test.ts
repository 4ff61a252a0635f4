import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '@chartbench/api-client';
import { BASE_URL, startTestServer, TEST_NOW, type Caller, type TestServer } from '../contract/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const listNames = async (caller: Caller) =>
  (await caller.client.getChartLists({})).chartLists.map((list) => list.name);

const addList = (caller: Caller, name: string, key: string) =>
  caller.fetch('/json/api', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': key },
    body: new URLSearchParams({ cmd: 'add-chartlist', name }).toString(),
  });

describe('issue #14 item 11: a write whose reply was lost is not done twice by its retry', () => {
  it('answers a repeated Idempotency-Key with the first reply instead of writing again', async () => {
    const member = await server.loginAs('pro@example.com');
    const first = await addList(member, 'Sent once', 'key-0001-aaaa');
    const again = await addList(member, 'Sent once', 'key-0001-aaaa');
    expect(again.status).toBe(first.status);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());
    expect((await listNames(member)).filter((name) => name === 'Sent once')).toHaveLength(1);
  });

  it('does the write again under a new key, and keys of one member do not answer another', async () => {
    const pro = await server.loginAs('pro@example.com');
    const extra = await server.loginAs('extra@example.com');
    await addList(pro, 'Twice on purpose', 'key-0002-aaaa');
    await addList(pro, 'Twice on purpose', 'key-0002-bbbb');
    expect((await listNames(pro)).filter((name) => name === 'Twice on purpose')).toHaveLength(2);
    const other = await addList(extra, 'Extra list', 'key-0002-aaaa');
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await listNames(extra)).toContain('Extra list');
  });

  it('the api-client retries a write whose reply was cut once, and the list exists once', async () => {
    const member = await server.loginAs('pro@example.com');
    let cut = 0;
    // The request reaches the server and is done; the reply never reaches the client (a reset connection).
    const losingFirstReply: FetchLike = async (input, init) => {
      const response = await member.fetch(input, init);
      if (init?.method === 'POST' && cut++ === 0) {
        await response.arrayBuffer();
        throw new TypeError('fetch failed', { cause: new Error('ECONNRESET') });
      }
      return response;
    };
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: losingFirstReply,
      now: () => TEST_NOW.getTime(),
    });
    const { chartList } = await client.addChartList({ name: 'Reply lost' });
    expect(chartList.name).toBe('Reply lost');
    expect(cut).toBe(2);
    expect((await listNames(member)).filter((name) => name === 'Reply lost')).toHaveLength(1);
  });
});
