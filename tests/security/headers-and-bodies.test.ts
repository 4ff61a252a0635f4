import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../contract/harness';

let server: TestServer;
let listener: ServerType;
let port = 0;
beforeAll(async () => {
  server = await startTestServer();
  listener = serve({ fetch: server.server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((done) => listener.once('listening', () => done()));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((done) => listener.close(() => done()));
  await server.close();
});

/** One request over a keep-alive agent, answering the status, the headers and the body. */
const send = (
  agent: Agent,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((done, fail) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on('error', fail);
    if (body) request.end(body);
    else request.end();
  });

describe('issue #14 item 7: control characters in input never make invalid XML', () => {
  it.each([
    '/c-sc/sc/?s=%01&img=png',
    '/c-sc/sc/?s=%01',
    '/c-sc/sc/?s=%EF%BF%BF&img=png',
    '/pnf/chart?c=%0B,P&img=png',
  ])('%s answers its 4xx image, not a 500', async (path) => {
    const response = await server.visitor().fetch(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('issue #14 item 8: a bad body is answered cleanly', () => {
  it('answers a too-large body with 413 and Connection: close, and the next request on the agent works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const first = await send(agent, 'POST', '/json/api', big, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(first.status).toBe(413);
    expect(first.headers['connection']).toBe('close');
    const second = await send(agent, 'GET', '/json/api?cmd=get-symbol-suggestions&q=AAPL');
    expect(second.status).toBe(200);
    agent.destroy();
  });

  it('logs a bad multipart body in one line, without a stack trace', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/json/api', '/login']) {
        const response = await server.visitor().fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          body: '--xyz\r\nContent-Disposition: form-data; name="cmd"\r\n\r\nget-member\r\n--broken',
        });
        expect(response.status).toBeLessThan(500);
      }
      for (const call of errors.mock.calls) {
        const text = call.map(String).join(' ');
        expect(text).not.toContain('\n    at ');
        expect(call.some((part) => part instanceof Error)).toBe(false);
      }
    } finally {
      errors.mockRestore();
    }
  });
});

describe('issue #14 item 9: security headers on every page and image', () => {
  it.each([
    '/login',
    '/c-sc/sc?s=AAPL',
    '/json/api?cmd=get-symbol-suggestions&q=A',
    '/pnf/chart?c=AAPL,P',
    '/nope',
  ])('%s carries CSP without inline script, nosniff, frame-ancestors and a referrer policy', async (path) => {
    const response = await server.visitor().fetch(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
