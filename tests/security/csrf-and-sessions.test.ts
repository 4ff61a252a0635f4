import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Caller, type TestServer } from '../contract/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const chartListCount = async (caller: Caller) => (await caller.client.getChartLists({})).chartLists.length;
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('issue #14 item 2: no state change through GET or from another site', () => {
  it('refuses every state-changing /json/api command sent by GET, alone or inside a batch', async () => {
    const member = await server.loginAs('extra@example.com');
    const before = await chartListCount(member);
    const alone = await (await member.fetch('/json/api?cmd=add-chartlist&name=Planted')).json();
    expect(alone).toEqual({
      success: false,
      message: 'This command changes data, so it must be sent by POST.',
    });
    const requests = JSON.stringify(['cmd=add-chartlist&name=Planted']);
    const batched = await (
      await member.fetch(`/json/api?cmd=batch&requests=${encodeURIComponent(requests)}`)
    ).json();
    expect(batched.responses[0]).toMatchObject({ success: false });
    expect(await chartListCount(member)).toBe(before);
  });

  it('still answers read-only commands by GET', async () => {
    const member = await server.loginAs('extra@example.com');
    expect(await (await member.fetch('/json/api?cmd=get-chartlists')).json()).toMatchObject({
      success: true,
    });
  });

  it.each([
    ['Origin: null', { origin: 'null' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin and a foreign Referer', { referer: 'https://evil.example/page.html' }],
  ])('refuses a POST with %s', async (_name, headers) => {
    const member = await server.loginAs('extra@example.com');
    const before = await chartListCount(member);
    const init = form({ cmd: 'add-chartlist', name: 'Planted' });
    const response = await member.fetch('/json/api', { ...init, headers: { ...init.headers, ...headers } });
    expect(response.status).toBe(403);
    expect(await chartListCount(member)).toBe(before);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and logs out only by POST', async () => {
    const caller = server.visitor();
    const response = await caller.fetch('/login', form({ email: 'free@example.com', password: 'demo' }));
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('SCCSession='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    const page = await caller.fetch('/logout');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post" action="/logout">');
    await expect(caller.client.getMember({})).resolves.toMatchObject({ success: true });
  });
});

describe('issue #14 item 3: a session ends when it ends', () => {
  it('a copied cookie stops reading and writing after logout', async () => {
    const member = await server.loginAs('pro@example.com');
    const stolen = new Map(member.cookies);
    await member.fetch('/logout', { method: 'POST' });
    const replay = server.visitor();
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    await expect(replay.client.getMember({})).rejects.toMatchObject({
      serverMessage: 'You must be logged in to do that.',
    });
    await expect(replay.client.addChartList({ name: 'After logout' })).rejects.toMatchObject({
      serverMessage: 'You must be logged in to do that.',
    });
  });

  it('rotates the session at login: a token planted before the login is worthless after it', async () => {
    const caller = server.visitor();
    await caller.fetch('/login', form({ email: 'basic@example.com', password: 'demo' }));
    const first = caller.cookies.get('SCCSession');
    await caller.fetch('/login', form({ email: 'basic@example.com', password: 'demo' }));
    const second = caller.cookies.get('SCCSession');
    expect(second).not.toBe(first);
    const old = server.visitor();
    for (const [name, value] of caller.cookies) old.cookies.set(name, value);
    old.cookies.set('SCCSession', first ?? '');
    await expect(old.client.getMember({})).rejects.toMatchObject({
      serverMessage: 'You must be logged in to do that.',
    });
    await expect(caller.client.getMember({})).resolves.toMatchObject({ success: true });
  });

  it('a signed login cookie alone (without a session) is nobody', async () => {
    const member = await server.loginAs('pro@example.com');
    member.cookies.delete('SCCSession');
    await expect(member.client.getMember({})).rejects.toMatchObject({
      serverMessage: 'You must be logged in to do that.',
    });
  });
});
