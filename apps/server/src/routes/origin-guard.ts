import type { MiddlewareHandler } from 'hono';

const hostOf = (value: string): string | undefined => {
  try {
    return new URL(value).host;
  } catch {
    return undefined;
  }
};

/**
 * Where a request says it comes from: the Origin header's host; `Origin: null` (sandboxed frames, data:
 * pages, some redirects) is no host at all; without Origin, the Referer's host; without either, the server's
 * own host (non-browser clients, which carry no member's cookie by accident).
 */
function senderHost(
  origin: string | undefined,
  referer: string | undefined,
  host: string,
): string | undefined {
  if (origin !== undefined) return origin === 'null' ? undefined : hostOf(origin);
  if (referer !== undefined) return hostOf(referer);
  return host;
}

/**
 * Refuses state-changing requests (every method but GET, HEAD and OPTIONS, which change nothing: the
 * server accepts state changes by POST only) sent from another origin, so a page on another site cannot
 * act with a member's cookie.
 */
export function originGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const from = senderHost(c.req.header('origin'), c.req.header('referer'), host);
    if (from !== host) {
      return c.json({ success: false, message: 'Requests from another site are refused.' }, 403);
    }
    return next();
  };
}
