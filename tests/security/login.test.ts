import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../contract/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const logIn = (email: string, password: string) =>
  server.visitor().fetch('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });

const medianMs = async (email: string, tries: number): Promise<number> => {
  const times: number[] = [];
  for (let i = 0; i < tries; i++) {
    const start = performance.now();
    await logIn(email, 'wrong-password');
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(tries / 2)] as number;
};

describe('issue #14 item 6: login is throttled and answers in constant time', () => {
  it('refuses even the right password after 10 wrong ones for an account', async () => {
    for (let i = 0; i < 10; i++) expect((await logIn('options@example.com', `guess-${i}`)).status).toBe(401);
    const right = await logIn('options@example.com', 'demo');
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('900');
    expect(await right.text()).toContain('Too many failed logins');
    expect((await logIn('basic@example.com', 'demo')).status).toBe(303);
  });

  it('spends the same password-hashing time on an unknown e-mail as on a known one', async () => {
    const known = await medianMs('extra@example.com', 5);
    const unknown = await medianMs('nobody-here@example.com', 5);
    expect(unknown / known).toBeGreaterThan(0.3);
  });
});
