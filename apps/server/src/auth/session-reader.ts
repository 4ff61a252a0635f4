import type { Member, Repositories } from '../storage/repositories';
import { readCookie } from './cookies';
import { hashSessionToken, isSessionToken, SESSION_COOKIE } from './login-sessions';
import { LOGIN_COOKIE, verifyLoginCookie } from './session';

/** Who sent a request: the member of a live server-side session, or nobody. */
export interface RequestSession {
  readonly member: Member | null;
  /** The readable login cookie (spec 1 §4.1) of that member, for login-member. */
  readonly loginCookie: string | null;
}

/** Reads the member of a request from its session cookie (never from request fields). */
export type SessionReader = (request: Request) => Promise<RequestSession>;

const NOBODY: RequestSession = { member: null, loginCookie: null };

/**
 * Creates the session reader: the HttpOnly session cookie must name a session that has not expired or been
 * ended, and the readable signed login cookie must name the same member (a changed chart code is nobody).
 * Every member call goes through it, so a logout or an expiry takes effect on the next request.
 */
export function createSessionReader(
  repositories: Repositories,
  secret: string,
  now: () => Date,
): SessionReader {
  return async (request) => {
    const header = request.headers.get('cookie');
    const token = readCookie(header, SESSION_COOKIE);
    if (!isSessionToken(token)) return NOBODY;
    const nowMs = now().getTime();
    const loginCookie = readCookie(header, LOGIN_COOKIE);
    const claim = verifyLoginCookie(secret, loginCookie, nowMs);
    if (!claim || !loginCookie) return NOBODY;
    const session = await repositories.sessions.get(hashSessionToken(token), nowMs);
    if (!session || session.chartCode !== claim.chartCode) return NOBODY;
    const member = (await repositories.members.byChartCode(session.chartCode)) ?? null;
    return member ? { member, loginCookie } : NOBODY;
  };
}
