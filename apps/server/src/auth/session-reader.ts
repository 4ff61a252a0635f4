import type { Member, Repositories } from '../storage/repositories';
import { readCookie } from './cookies';
import { LOGIN_COOKIE, verifyLoginCookie } from './session';

/** Who sent a request: the member of a valid login cookie, or nobody. */
export interface RequestSession {
  readonly member: Member | null;
  readonly loginCookie: string | null;
}

/** Reads the member of a request from its signed login cookie (never from request fields). */
export type SessionReader = (request: Request) => Promise<RequestSession>;

/** Creates the session reader for a secret. */
export function createSessionReader(
  repositories: Repositories,
  secret: string,
  now: () => Date,
): SessionReader {
  return async (request) => {
    const cookie = readCookie(request.headers.get('cookie'), LOGIN_COOKIE);
    const claim = verifyLoginCookie(secret, cookie, now().getTime());
    const member = claim ? ((await repositories.members.byChartCode(claim.chartCode)) ?? null) : null;
    return { member, loginCookie: member && cookie ? cookie : null };
  };
}
