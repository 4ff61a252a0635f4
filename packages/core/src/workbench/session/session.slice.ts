import type { ChartStyle } from '../../model/index';
import { isLoggedIn } from '../../model/index';
import type { AuthApi, AuthSession, AuthState } from './auth-session';
import { createAuthSession, hasLoginCookie } from './auth-session';
import { EMPTY_MEMBER_DATA, memberDataAfterLogin } from '../member/member-data';
import type { CookiePort } from '../ports/workbench-ports';
import type { StoreKernel } from '../store/kernel.types';

const NO_COOKIES: Pick<CookiePort, 'get'> = { get: () => null };
const unavailable = () => Promise.reject(new Error('This backend has no member calls.'));

/**
 * The login session of spec 1 §4.1 wired into the store: the member, their default style and the auth status
 * follow the session, member data loads after login, and auto-refresh starts on for a member (spec 1 §4.3).
 */
export function createSessionSlice(kernel: StoreKernel, deps: { onLoggedIn(): void }) {
  const { ports } = kernel;
  const cookies = ports.cookies ?? NO_COOKIES;
  const api: AuthApi<ChartStyle> = {
    loginMember: () => (ports.api.loginMember ? ports.api.loginMember() : unavailable()),
    getMemberWithDefaultStyle: () =>
      ports.api.getMemberWithDefaultStyle ? ports.api.getMemberWithDefaultStyle() : unavailable(),
  };
  /** Whether a login was tried: without a login cookie, a member the host passed in stays. */
  let attempted = false;
  let session: AuthSession<ChartStyle> | null = null;

  function follow(auth: AuthState<ChartStyle>): void {
    const state = kernel.state();
    if (auth.status === 'checking') {
      kernel.set({ ...state, authStatus: 'checking' });
    } else if (auth.status === 'loggedIn') {
      kernel.set({
        ...state,
        authStatus: 'loggedIn',
        member: auth.member,
        memberData: memberDataAfterLogin(state.memberData, state.member, auth.member, auth.defaultStyle),
        autoRefresh: { ...state.autoRefresh, enabled: true },
      });
      deps.onLoggedIn();
    } else if (attempted) {
      kernel.set({
        ...state,
        authStatus: 'loggedOut',
        member: null,
        memberData: EMPTY_MEMBER_DATA,
        autoRefresh: { ...state.autoRefresh, enabled: false },
      });
    } else if (state.authStatus === 'checking') {
      kernel.set({ ...state, authStatus: 'loggedOut' });
    }
  }

  return {
    /**
     * Logs in (when a login cookie exists), schedules the 3 a.m. refresh when there is a page to reload, and
     * calls `then` when the attempt is over: queued callbacks run after it (spec 1 §4.1). After `dispose`, a
     * new start begins a new session.
     */
    start(then: () => void): void {
      if (!session) {
        const created = createAuthSession<ChartStyle>({
          api,
          clock: ports.clock,
          cookies,
          reload: () => ports.page?.reload(),
        });
        session = created;
        created.subscribe(follow);
        attempted = hasLoginCookie(cookies);
        void created.login();
        // A member the host rendered in, with no login to wait for, has their lists and styles loaded all the same.
        if (!attempted && isLoggedIn(kernel.state().member)) deps.onLoggedIn();
        if (ports.page) created.scheduleHardRefresh();
      }
      session.whenSettled(() => then());
    },
    userInteraction(): void {
      void session?.userInteraction();
    },
    dispose(): void {
      session?.dispose();
      session = null;
    },
  };
}
