import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../auth/login-sessions';
import { clientAddress } from './client-address';

/** The request header naming one write; a retry of the same write sends the same value. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The reply header set on a reply replayed for a repeated key (the write was not done again). */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** How the replies of keyed writes are kept: how long, how many, and the largest reply kept. */
export interface IdempotencyLimits {
  readonly windowMs: number;
  readonly maxEntries: number;
  readonly maxReplyBytes: number;
}

/** Ten minutes (far past the client's 30 s timeout and one retry), 10,000 writes, replies up to 256 KB. */
export const DEFAULT_IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  windowMs: 10 * 60_000,
  maxEntries: 10_000,
  maxReplyBytes: 256 * 1024,
};

/** Keys are what `crypto.randomUUID()` makes, or any token of that kind: 8-100 letters, digits, - and _. */
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Logging in and out set cookies per request; repeating them is harmless, so they are not replayed. */
const NOT_REPLAYED = new Set(['/login', '/logout']);

interface Stored {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: Uint8Array<ArrayBuffer>;
}

interface Entry {
  readonly expiresAt: number;
  readonly reply: Promise<Stored | undefined>;
}

/** Whose write it is: the session cookie when there is one, else the client's address. */
function callerOf(c: Context): string {
  const session = getCookie(c, SESSION_COOKIE);
  return session ? `session:${createHash('sha256').update(session).digest('base64url')}` : clientAddress(c);
}

function replay(stored: Stored): Response {
  const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
  if (stored.contentType) headers.set('content-type', stored.contentType);
  return new Response(stored.body, { status: stored.status, headers });
}

/**
 * Makes keyed POSTs happen once (issue #14 item 11): a POST with an `Idempotency-Key` that the same caller
 * already sent to the same path within the window is answered with the first reply, not done again. A write
 * whose reply was lost can so be retried safely. The replies live in this process's memory (bounded by
 * count and size): a retry reaches the same process in a one-process deployment.
 */
export function idempotentWrites(
  now: () => Date,
  limits: IdempotencyLimits = DEFAULT_IDEMPOTENCY_LIMITS,
): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const forget = (nowMs: number) => {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > nowMs && entries.size < limits.maxEntries) break;
      entries.delete(key);
    }
  };
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    const path = new URL(c.req.url).pathname;
    if (c.req.method !== 'POST' || key === undefined || !KEY.test(key) || NOT_REPLAYED.has(path))
      return next();
    const id = `${callerOf(c)} ${path} ${key}`;
    const nowMs = now().getTime();
    const known = entries.get(id);
    if (known && known.expiresAt > nowMs) {
      const stored = await known.reply;
      if (stored) return replay(stored);
    }
    forget(nowMs);
    let settle: (stored: Stored | undefined) => void = () => undefined;
    entries.set(id, { expiresAt: nowMs + limits.windowMs, reply: new Promise((done) => (settle = done)) });
    try {
      await next();
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      // A failed write (5xx) may be retried for real; a reply too large to keep is simply not replayed.
      const keep = c.res.status < 500 && body.byteLength <= limits.maxReplyBytes;
      const stored = keep
        ? { status: c.res.status, contentType: c.res.headers.get('content-type'), body }
        : undefined;
      if (!stored) entries.delete(id);
      settle(stored);
    } catch (error) {
      entries.delete(id);
      settle(undefined);
      throw error;
    }
  };
}
