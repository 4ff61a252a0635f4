import { ApiError } from '@chartbench/api-client';
import { BASE_URL, startTestServer, type TestServer } from './harness';

let env: TestServer;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

describe('spec 1 §4.1 login and member data', () => {
  it.each([
    ['free@example.com', 1001, 'FREE', false],
    ['basic@example.com', 1002, 'BA', false],
    ['extra@example.com', 1003, 'XT', false],
    ['pro@example.com', 1004, 'PRO', false],
    ['options@example.com', 1005, 'PRO', true],
  ] as const)(
    'logs %s in with the cookies the spec names',
    async (email, chartCode, memberType, hasOptionsAddOn) => {
      const caller = await env.loginAs(email);
      const login = caller.cookies.get('SCCLogin2') ?? '';
      expect(caller.cookies.get('SCCExtraID')).toBe(String(chartCode));
      expect(login.split('.')[0]).toBe(String(chartCode));
      expect(login.split('.').includes('42')).toBe(memberType === 'PRO');
      const { member } = await caller.client.getMember({});
      expect(member).toMatchObject({ chartCode, memberType, hasOptionsAddOn, userId: email });
      await expect(caller.client.loginMember({ src: 'sc3ui' })).resolves.toMatchObject({
        loginCookie: login,
      });
    },
  );

  it('answers get-member plus get-default-chartstyle in one batch', async () => {
    const caller = await env.loginAs('extra@example.com');
    const { member, defaultChartStyle } = await caller.client.getMemberWithDefaultStyle();
    expect(member.chartCode).toBe(1003);
    expect(defaultChartStyle).toMatchObject({ chartCode: 1003, description: '>>Default<<', location: 1 });
    expect(defaultChartStyle?.styleID).toMatch(/^p\d+$/);
  });

  it('reports each batched failure on its own and refuses a nested batch', async () => {
    const caller = await env.loginAs('extra@example.com');
    const { getFavorite, getMember } = await import('@chartbench/api-client/contract');
    const results = await caller.client.batch([
      { call: getMember, input: {} },
      { call: getFavorite, input: { recid: 999999 } },
    ]);
    expect(results[0]?.ok).toBe(true);
    expect(results[1]).toMatchObject({ ok: false, error: { serverMessage: 'That chart was not found.' } });
    const nested = await caller.fetch('/json/api', {
      method: 'POST',
      body: new URLSearchParams({ cmd: 'batch', requests: JSON.stringify(['cmd=batch&requests=[]']) }),
    });
    expect(await nested.json()).toMatchObject({
      success: true,
      responses: [{ success: false, message: 'A batch cannot contain another batch.' }],
    });
    const broken = await caller.fetch('/json/api', {
      method: 'POST',
      body: new URLSearchParams({ cmd: 'batch', requests: 'not json' }),
    });
    expect(await broken.json()).toEqual({
      success: false,
      message: 'requests must be a JSON list of call strings',
    });
  });

  it('refuses a wrong password with the login page and sets no cookie', async () => {
    const caller = env.visitor();
    const response = await caller.fetch('/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'pro@example.com', password: 'nope' }),
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('That e-mail and password do not match a member.');
    expect(caller.cookies.size).toBe(0);
  });

  it('serves a login page listing every demo member', async () => {
    const page = await (await env.visitor().fetch('/login')).text();
    for (const email of [
      'free@example.com',
      'basic@example.com',
      'extra@example.com',
      'pro@example.com',
      'options@example.com',
    ])
      expect(page).toContain(email);
  });

  it('logs out: the cookies are cleared and member calls are refused', async () => {
    const caller = await env.loginAs('pro@example.com');
    // Logging out changes state, so it is a POST (issue #14); GET /logout only shows the button.
    const response = await caller.fetch('/logout', { method: 'POST' });
    expect(response.status).toBe(303);
    expect(caller.cookies.has('SCCLogin2')).toBe(false);
    await expect(caller.client.getMember({})).rejects.toMatchObject({
      call: 'getMember',
      serverMessage: 'You must be logged in to do that.',
    });
  });

  it('ignores a forged or tampered cookie', async () => {
    const caller = await env.loginAs('free@example.com');
    const real = caller.cookies.get('SCCLogin2') ?? '';
    caller.cookies.set('SCCLogin2', real.replace(/^1001/, '1004'));
    await expect(caller.client.getMember({})).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses a chartCode field naming another member', async () => {
    const caller = await env.loginAs('free@example.com');
    await expect(caller.client.getChartLists({ chartCode: 1004 })).rejects.toMatchObject({
      serverMessage: 'chartCode does not match the logged-in member.',
    });
    await expect(caller.client.getChartLists({ chartCode: 1001 })).resolves.toMatchObject({ success: true });
  });

  it('refuses member POSTs from another origin', async () => {
    const caller = await env.loginAs('pro@example.com');
    const response = await caller.fetch('/json/api', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cmd=add-chartlist&name=Evil',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Requests from another site are refused.',
    });
    const sameSite = await caller.fetch('/json/api', {
      method: 'POST',
      headers: { origin: BASE_URL, referer: `${BASE_URL}/` },
      body: new URLSearchParams({ cmd: 'get-member' }),
    });
    expect(await sameSite.json()).toMatchObject({ success: true });
  });
});

describe('spec 1 §3.10 member type limits', () => {
  it('serves all six numbers for all four member types, Basic with one list', async () => {
    const limits = await env.visitor().client.getMemberTypes();
    expect(Object.keys(limits).sort()).toEqual(['BA', 'FREE', 'PRO', 'XT']);
    expect(limits.BA.maxChartLists).toBe(1);
    expect(limits.XT.maxChartLists).toBe(500);
    expect(limits.PRO.maxSharpChartWidthPx).toBe(2500);
  });
});

describe('/json/api dispatcher', () => {
  it.each([
    ['no cmd', '', 'cmd is required.'],
    ['an unknown cmd', 'cmd=drop-tables', 'Unknown cmd: drop-tables.'],
  ])('answers %s cleanly', async (_name, query, message) => {
    const response = await env.visitor().fetch(`/json/api?${query}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: false, message });
  });

  it('refuses a JSON body with a clear message', async () => {
    const response = await env.visitor().fetch('/json/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"cmd":"get-member"}',
    });
    expect(await response.json()).toEqual({
      success: false,
      message: 'The request body must be a form (application/x-www-form-urlencoded).',
    });
  });

  it('mounts the market commands (get-companies-info)', async () => {
    const info = await env.visitor().client.getCompaniesInfo(['AAPL', 'NOSUCHSYMBOL']);
    expect(info.map((entry) => entry.symbol)).toEqual(['AAPL']);
  });
});

describe('request limits', () => {
  it('refuses a body over 2 MB cleanly', async () => {
    const response = await env.visitor().fetch('/json/api', {
      method: 'POST',
      body: new URLSearchParams({ cmd: 'get-member', pad: 'x'.repeat(2 * 1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });
});
