import { createHash, randomBytes } from 'node:crypto';
import type { Repositories } from '../storage/repositories';
import { LOGIN_MAX_AGE_SECONDS } from './session';

/** The HttpOnly cookie that names the member's server-side session (a random token, never readable by scripts). */
export const SESSION_COOKIE = 'SCCSession';

/** What a session token looks like: 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of a session token: the table keeps this, so a copy of the database logs nobody in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a cookie value has the shape of a session token (anything else is not looked up). */
export function isSessionToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN_PATTERN.test(value);
}

/**
 * Starts a new session for a member at login and ends the one the browser presented before (rotation, so a
 * token planted before the login is worthless after it); expired sessions are swept at the same time.
 * Returns the new token for the session cookie.
 */
export async function startLoginSession(
  repositories: Repositories,
  chartCode: number,
  nowMs: number,
  previousToken: string | undefined,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repositories.transaction(async (store) => {
    if (isSessionToken(previousToken)) await store.sessions.delete(hashSessionToken(previousToken));
    await store.sessions.deleteExpired(nowMs);
    await store.sessions.create({
      tokenHash: hashSessionToken(token),
      chartCode,
      createdAt: nowMs,
      expiresAt: nowMs + LOGIN_MAX_AGE_SECONDS * 1000,
    });
  });
  return token;
}

/** Ends a session (logout): its token names nobody from now on. */
export async function endLoginSession(repositories: Repositories, token: string | undefined): Promise<void> {
  if (isSessionToken(token)) await repositories.sessions.delete(hashSessionToken(token));
}
