import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChartXml, createDefaultChartSettings } from '@chartbench/core';
import { startTestServer, type TestServer } from '../contract/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const postStyle = (fields: Record<string, string>, query = '') =>
  server.visitor().fetch(`/stylecache/cache${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const shorten = (longURL: string) =>
  server.visitor().fetch('/url-shortener/api/v1/shortURL', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ longURL }),
  });

describe('issue #14 item 5: anonymous writes are capped and rate-limited', () => {
  it('refuses style XML over 64 KB', async () => {
    const response = await postStyle({
      cmd: 'createtempstyle',
      chartcode: 'null',
      xml: `<x>${'a'.repeat(188_000)}</x>`,
    });
    expect(response.status).toBe(413);
  });

  it('refuses making a style permanent without a login', async () => {
    const xml = buildChartXml({ symbol: 'AAPL', settings: createDefaultChartSettings() });
    const id = await server.visitor().client.createTempStyle(xml);
    const response = await postStyle({}, `?id=${id}&chartcode=-99`);
    expect(response.status).toBe(401);
  });

  it('rate-limits a client that writes temporary styles without end', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++) {
      const response = await postStyle({
        cmd: 'createtempstyle',
        chartcode: 'null',
        xml: `<x>${i}${'b'.repeat(60_000)}</x>`,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(70);
    expect(statuses.at(-1)).toBe(429);
  });

  it('shortens only this site’s links and never redirects elsewhere', async () => {
    const foreign = await shorten('https://evil.example/phish');
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({
      success: false,
      message: "Only this site's links can be shortened.",
    });
    const local = await shorten('http://localhost:3000/?s=AAPL');
    const { shortURL } = (await local.json()) as { shortURL: string };
    const response = await server.visitor().fetch(new URL(shortURL).pathname, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('http://localhost:3000/?s=AAPL');
  });

  it('a stored link to another site redirects only to its path here', async () => {
    await server.server.repositories.shortUrls.create('legacy1', 'https://evil.example/phish?x=1', 0);
    const response = await server.visitor().fetch('/s/legacy1', { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/phish?x=1');
  });

  it('shows the outbox only to the member who sent, never to a visitor', async () => {
    const pro = await server.loginAs('pro@example.com');
    const free = await server.loginAs('free@example.com');
    await pro.client.sendEmail({
      toEmail: 'secret-recipient@example.org',
      linkWorkbenchShort: 'http://localhost:3000/s/abc',
      linkChart: 'http://localhost:3000/c-sc/sc/?s=AAPL',
      comments: 'private',
    });
    const visitorPage = await server.visitor().fetch('/outbox');
    expect(visitorPage.status).toBe(401);
    expect(await visitorPage.text()).not.toContain('secret-recipient');
    expect(await (await free.fetch('/outbox')).text()).not.toContain('secret-recipient');
    expect(await (await pro.fetch('/outbox')).text()).toContain('secret-recipient');
  });
});
