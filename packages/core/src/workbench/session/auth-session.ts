import { CONSTANTS } from '../../catalogues/index';
import type { Member } from '../../model/index';
import { parseMember } from '../../model/index';
import type { Clock } from '../ports/workbench-ports';

/** Where the member stands (spec 1 §4.1): a login attempt runs in `checking`. */
export type AuthStatus = 'loggedOut' | 'checking' | 'loggedIn';

/** The auth slice: the member, the chart code from the login cookie and the member's default style. */
export interface AuthState<TStyle = unknown> {
  readonly status: AuthStatus;
  readonly member: Member | null;
  readonly chartCode: number | null;
  readonly defaultStyle: TStyle | null;
}

/** Reads browser cookies (document.cookie in a browser). */
export interface CookieReader {
  get(name: string): string | null;
}

/** The calls the login needs; `@chartbench/api-client` has both. */
export interface AuthApi<TStyle = unknown> {
  loginMember(): Promise<{ readonly loginCookie: string }>;
  getMemberWithDefaultStyle(): Promise<{
    readonly member: unknown;
    readonly defaultChartStyle: TStyle | null;
  }>;
}

/** The ports of the auth runner. */
export interface AuthPorts<TStyle = unknown> {
  readonly api: AuthApi<TStyle>;
  readonly clock: Clock;
  readonly cookies: CookieReader;
  /** A hard page refresh (location.reload in a browser). */
  reload(): void;
}

/** Logged out, nothing loaded. */
export const LOGGED_OUT: AuthState<never> = {
  status: 'loggedOut',
  member: null,
  chartCode: null,
  defaultStyle: null,
};

const { loginRecheckDelayMs, loginRecheckThrottleMs, hardRefreshHour, loginCookies } = CONSTANTS.session;

/** Whether a login cookie exists: SCCLogin2 or SCCExtraID signals a login (spec 1 §4.1). */
export function hasLoginCookie(cookies: CookieReader): boolean {
  return loginCookies.some((name) => (cookies.get(name) ?? '') !== '');
}

/** The chart code at the head of a login cookie (`<chartCode>.<level>.<issued>.<signature>`), or null. */
export function chartCodeFromLoginCookie(loginCookie: string): number | null {
  const head = loginCookie.split('.')[0] ?? '';
  if (!/^\d+$/.test(head)) return null;
  const code = Number(head);
  return Number.isSafeInteger(code) && code > 0 ? code : null;
}

/** The instant of the scheduled hard refresh: 3 a.m. local time the next day (spec 1 §4.1, §9). */
export function nextHardRefreshAt(now: number): number {
  const at = new Date(now);
  at.setDate(at.getDate() + 1);
  at.setHours(hardRefreshHour, 0, 0, 0);
  return at.getTime();
}

/**
 * Whether a user interaction triggers the re-login check (spec 1 §4.1, §9): logged in, 30 s after load, and
 * 30 s since the last check.
 */
export function reloginCheckDue(
  state: Pick<AuthState, 'status'>,
  loadedAt: number,
  lastCheckAt: number | null,
  now: number,
): boolean {
  if (state.status !== 'loggedIn') return false;
  if (now - loadedAt < loginRecheckDelayMs) return false;
  return lastCheckAt === null || now - lastCheckAt >= loginRecheckThrottleMs;
}

/** The outcome of a re-login check (spec 1 §4.1). */
export type ReloginCheck =
  | { readonly kind: 'noCookie' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ok'; readonly chartCode: number | null };

/** A missing cookie, a failed check or a changed chart code force a hard refresh (spec 1 §4.1). */
export function reloginForcesRefresh(state: Pick<AuthState, 'chartCode'>, check: ReloginCheck): boolean {
  return check.kind !== 'ok' || check.chartCode === null || check.chartCode !== state.chartCode;
}

/** The login session: the state and the login, re-check and 3 a.m. refresh run through the ports. */
export interface AuthSession<TStyle = unknown> {
  state(): AuthState<TStyle>;
  /** Logs in if a login cookie exists; any failure leaves the user logged out. Resolves with the new state. */
  login(): Promise<AuthState<TStyle>>;
  /** Runs `callback` once no login attempt is running (queued callbacks run after the attempt). */
  whenSettled(callback: (state: AuthState<TStyle>) => void): void;
  /** Tells the session the user did something: may run the re-login check. Resolves when any check is done. */
  userInteraction(): Promise<void>;
  /** Schedules the hard refresh at 3 a.m. the next day; a second call replaces the first. */
  scheduleHardRefresh(): void;
  /** Calls `listener` on every state change; returns the function that stops it. */
  subscribe(listener: (state: AuthState<TStyle>) => void): () => void;
  dispose(): void;
}

/** Creates the login session of spec 1 §4.1; the load time is the clock's now. */
export function createAuthSession<TStyle = unknown>(ports: AuthPorts<TStyle>): AuthSession<TStyle> {
  let state: AuthState<TStyle> = LOGGED_OUT;
  const loadedAt = ports.clock.now();
  let lastCheckAt: number | null = null;
  let queue: ((state: AuthState<TStyle>) => void)[] = [];
  const listeners = new Set<(state: AuthState<TStyle>) => void>();
  let refreshHandle: unknown = null;
  let disposed = false;

  function set(next: AuthState<TStyle>): void {
    state = next;
    for (const listener of [...listeners]) listener(state);
  }

  function flushQueue(): void {
    const waiting = queue;
    queue = [];
    for (const callback of waiting) callback(state);
  }

  async function attempt(): Promise<AuthState<TStyle>> {
    try {
      const { loginCookie } = await ports.api.loginMember();
      const chartCode = chartCodeFromLoginCookie(loginCookie);
      if (chartCode === null) return LOGGED_OUT;
      const { member, defaultChartStyle } = await ports.api.getMemberWithDefaultStyle();
      const parsed = parseMember(member, { loginCookie });
      return {
        status: 'loggedIn',
        member: { ...parsed, chartCode },
        chartCode,
        defaultStyle: defaultChartStyle,
      };
    } catch {
      return LOGGED_OUT;
    }
  }

  let running: Promise<AuthState<TStyle>> | null = null;

  return {
    state: () => state,
    login() {
      if (running) return running;
      if (!hasLoginCookie(ports.cookies)) {
        set(LOGGED_OUT);
        flushQueue();
        return Promise.resolve(state);
      }
      set({ ...state, status: 'checking' });
      running = attempt().then((next) => {
        running = null;
        if (!disposed) set(next);
        flushQueue();
        return state;
      });
      return running;
    },
    whenSettled(callback) {
      if (state.status === 'checking') queue.push(callback);
      else callback(state);
    },
    async userInteraction() {
      const now = ports.clock.now();
      if (!reloginCheckDue(state, loadedAt, lastCheckAt, now)) return;
      lastCheckAt = now;
      let check: ReloginCheck;
      if (!hasLoginCookie(ports.cookies)) check = { kind: 'noCookie' };
      else {
        try {
          check = {
            kind: 'ok',
            chartCode: chartCodeFromLoginCookie((await ports.api.loginMember()).loginCookie),
          };
        } catch {
          check = { kind: 'failed' };
        }
      }
      if (!disposed && reloginForcesRefresh(state, check)) ports.reload();
    },
    scheduleHardRefresh() {
      if (refreshHandle !== null) ports.clock.clearTimeout(refreshHandle);
      const now = ports.clock.now();
      refreshHandle = ports.clock.setTimeout(
        () => {
          refreshHandle = null;
          ports.reload();
        },
        nextHardRefreshAt(now) - now,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      if (refreshHandle !== null) ports.clock.clearTimeout(refreshHandle);
      refreshHandle = null;
      listeners.clear();
    },
  };
}
