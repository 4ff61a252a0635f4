import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../contract/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const batch = async (calls: string[]) => {
  const response = await server.visitor().fetch('/json/api', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cmd: 'batch', requests: JSON.stringify(calls) }).toString(),
  });
  const text = await response.text();
  return {
    bytes: text.length,
    body: JSON.parse(text) as { success: boolean; responses: { success: boolean; message?: string }[] },
  };
};

describe('issue #14 item 4: one request cannot freeze everyone or answer without bound', () => {
  it('an anonymous batch of 50 get-options computes at most 5 and stays under 1 MB', async () => {
    const { bytes, body } = await batch(Array.from({ length: 50 }, () => 'cmd=get-options&s=AAPL'));
    expect(bytes).toBeLessThanOrEqual(1024 * 1024 + 10_000);
    expect(body.responses).toHaveLength(50);
    expect(body.responses.filter((reply) => reply.success).length).toBeLessThanOrEqual(5);
    expect(body.responses.at(-1)?.message).toMatch(/at most 5 summary or option calls/);
  });

  it('caches a rendered image by its inputs and answers 304 for its ETag', async () => {
    const path = '/c-sc/sc?s=AAPL&p=D&img=png';
    const first = await server.visitor().fetch(path);
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^".+"$/);
    const again = await server.visitor().fetch(path);
    expect(again.headers.get('etag')).toBe(etag);
    const notModified = await server.visitor().fetch(path, { headers: { 'if-none-match': etag ?? '' } });
    expect(notModified.status).toBe(304);
  });
});
