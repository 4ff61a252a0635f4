import { describe, expect, it } from 'vitest';
import type { AuthApi, AuthState } from './auth-session';
import {
  LOGGED_OUT,
  chartCodeFromLoginCookie,
  createAuthSession,
  hasLoginCookie,
  nextHardRefreshAt,
  reloginCheckDue,
  reloginForcesRefresh,
} from './auth-session';
import { createFakeClock, settle } from '../testing/fake-ports';

const RECORD = {
  chartCode: 123,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  userId: 'ada@example.com',
  memberType: 'BA',
  memberRT: '',
  hasOptionsAddOn: false,
};

function cookies(values: Record<string, string>) {
  return { get: (name: string) => values[name] ?? null };
}

function fakeApi(options: { cookie?: string | Error; member?: unknown } = {}) {
  const calls: string[] = [];
  let cookie = options.cookie ?? '123.1.1700000000.sig';
  const api: AuthApi<{ name: string }> = {
    loginMember: () => {
      calls.push('loginMember');
      return cookie instanceof Error ? Promise.reject(cookie) : Promise.resolve({ loginCookie: cookie });
    },
    getMemberWithDefaultStyle: () => {
      calls.push('getMemberWithDefaultStyle');
      const member = options.member ?? RECORD;
      return member instanceof Error
        ? Promise.reject(member)
        : Promise.resolve({ member, defaultChartStyle: { name: 'Mine' } });
    },
  };
  return { api, calls, setCookie: (next: string | Error) => (cookie = next) };
}

function session(options: Parameters<typeof fakeApi>[0] & { jar?: Record<string, string> } = {}) {
  const clock = createFakeClock();
  const fake = fakeApi(options);
  const jar = options.jar ?? { SCCLogin2: 'x' };
  const reloads: number[] = [];
  const auth = createAuthSession({
    api: fake.api,
    clock,
    cookies: cookies(jar),
    reload: () => reloads.push(clock.now()),
  });
  return { clock, auth, reloads, jar, ...fake };
}

describe('spec 1 §4.1 login cookie and chart code', () => {
  it.each([
    [{ SCCLogin2: 'a' }, true],
    [{ SCCExtraID: 'b' }, true],
    [{ SCCLogin2: '' }, false],
    [{ other: 'c' }, false],
  ])('cookies %j signal a login: %s', (jar, expected) => {
    expect(hasLoginCookie(cookies(jar))).toBe(expected);
  });

  it.each([
    ['123.1.1700000000.sig', 123],
    ['7', 7],
    ['0.1.2.sig', null],
    ['abc.1.2.sig', null],
    ['', null],
  ])('cookie %j gives chart code %s', (cookie, code) => {
    expect(chartCodeFromLoginCookie(cookie)).toBe(code);
  });
});

describe('spec 1 §4.1/§9 hard refresh at 3 a.m. the next day', () => {
  it.each([
    [new Date(2026, 0, 5, 15, 0).getTime(), new Date(2026, 0, 6, 3, 0).getTime()],
    [new Date(2026, 0, 5, 1, 0).getTime(), new Date(2026, 0, 6, 3, 0).getTime()],
    [new Date(2026, 11, 31, 23, 59).getTime(), new Date(2027, 0, 1, 3, 0).getTime()],
  ])('from %d the refresh is at %d', (now, at) => {
    expect(nextHardRefreshAt(now)).toBe(at);
  });
});

describe('spec 1 §4.1/§9 re-login check timing', () => {
  const LOADED = 1_000_000;
  it.each([
    ['logged out', 'loggedOut', 40_000, null, false],
    ['before 30 s', 'loggedIn', 29_999, null, false],
    ['at 30 s', 'loggedIn', 30_000, null, true],
    ['throttled', 'loggedIn', 50_000, LOADED + 30_000, false],
    ['after the throttle', 'loggedIn', 60_000, LOADED + 30_000, true],
  ] as const)('%s', (_name, status, after, last, due) => {
    expect(reloginCheckDue({ status }, LOADED, last, LOADED + after)).toBe(due);
  });

  it.each([
    [{ kind: 'noCookie' } as const, true],
    [{ kind: 'failed' } as const, true],
    [{ kind: 'ok', chartCode: 124 } as const, true],
    [{ kind: 'ok', chartCode: null } as const, true],
    [{ kind: 'ok', chartCode: 123 } as const, false],
  ])('check %j forces a refresh: %s', (check, forced) => {
    expect(reloginForcesRefresh({ chartCode: 123 }, check)).toBe(forced);
  });
});

describe('spec 1 §4.1 login', () => {
  it('logs in: chart code from the cookie, member data and default style; Pro from the cookie part 42', async () => {
    const s = session({ cookie: '123.42.1700000000.sig' });
    const state = await s.auth.login();
    expect(state.status).toBe('loggedIn');
    expect(state.chartCode).toBe(123);
    expect(state.member).toMatchObject({
      chartCode: 123,
      email: 'ada@example.com',
      memberType: 'BA',
      isPro: true,
    });
    expect(state.defaultStyle).toEqual({ name: 'Mine' });
    expect(s.calls).toEqual(['loginMember', 'getMemberWithDefaultStyle']);
  });

  it.each([
    ['no login cookie', { jar: {} }, []],
    ['login-member fails', { cookie: new Error('401') }, ['loginMember']],
    ['the cookie has no chart code', { cookie: 'x.1.2.sig' }, ['loginMember']],
    ['member data fails', { member: new Error('500') }, ['loginMember', 'getMemberWithDefaultStyle']],
    [
      'member data is malformed',
      { member: { firstName: 'no chart code' } },
      ['loginMember', 'getMemberWithDefaultStyle'],
    ],
  ])('%s leaves the user logged out', async (_name, options, calls) => {
    const s = session(options);
    expect(await s.auth.login()).toEqual(LOGGED_OUT);
    expect(s.calls).toEqual(calls);
  });

  it('runs callbacks queued during the attempt afterwards, and at once when none runs', async () => {
    const s = session();
    const seen: string[] = [];
    const attempt = s.auth.login();
    expect(s.auth.state().status).toBe('checking');
    s.auth.whenSettled((state: AuthState) => seen.push(`queued:${state.status}`));
    expect(seen).toEqual([]);
    await attempt;
    expect(seen).toEqual(['queued:loggedIn']);
    s.auth.whenSettled((state) => seen.push(`now:${state.status}`));
    expect(seen).toEqual(['queued:loggedIn', 'now:loggedIn']);
  });

  it('shares a login already running', async () => {
    const s = session();
    await Promise.all([s.auth.login(), s.auth.login()]);
    expect(s.calls).toEqual(['loginMember', 'getMemberWithDefaultStyle']);
  });
});

describe('spec 1 §4.1 re-login check on interaction', () => {
  async function loggedIn(options: Parameters<typeof session>[0] = {}) {
    const s = session(options);
    await s.auth.login();
    s.calls.length = 0;
    return s;
  }

  it('does nothing before 30 s, checks at 30 s, then at most every 30 s', async () => {
    const s = await loggedIn();
    await s.auth.userInteraction();
    expect(s.calls).toEqual([]);
    s.clock.advance(30_000);
    await s.auth.userInteraction();
    s.clock.advance(29_999);
    await s.auth.userInteraction();
    expect(s.calls).toEqual(['loginMember']);
    s.clock.advance(1);
    await s.auth.userInteraction();
    expect(s.calls).toEqual(['loginMember', 'loginMember']);
    expect(s.reloads).toEqual([]);
  });

  it.each([
    ['the cookie is gone', (s: Awaited<ReturnType<typeof loggedIn>>) => delete s.jar.SCCLogin2],
    ['the check fails', (s: Awaited<ReturnType<typeof loggedIn>>) => s.setCookie(new Error('down'))],
    ['the chart code changed', (s: Awaited<ReturnType<typeof loggedIn>>) => s.setCookie('999.1.2.sig')],
  ])('a hard refresh is forced when %s', async (_name, change) => {
    const s = await loggedIn();
    change(s);
    s.clock.advance(30_000);
    await s.auth.userInteraction();
    expect(s.reloads).toHaveLength(1);
  });

  it('a logged-out user is never checked', async () => {
    const s = await loggedIn({ jar: {} });
    s.clock.advance(60_000);
    await s.auth.userInteraction();
    expect(s.calls).toEqual([]);
    expect(s.reloads).toEqual([]);
  });
});

describe('spec 1 §4.1 scheduled hard refresh', () => {
  it('reloads at 3 a.m. the next day; rescheduling replaces; dispose cancels', async () => {
    const s = session();
    const start = s.clock.now();
    s.auth.scheduleHardRefresh();
    s.auth.scheduleHardRefresh();
    expect(s.clock.pending()).toBe(1);
    s.clock.advance(nextHardRefreshAt(start) - start);
    expect(s.reloads).toEqual([nextHardRefreshAt(start)]);
    s.auth.scheduleHardRefresh();
    s.auth.dispose();
    expect(s.clock.pending()).toBe(0);
    await settle();
  });
});
