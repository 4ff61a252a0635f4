import type { MiddlewareHandler } from 'hono';

const hostOf = (value: string): string | undefined => {
  try {
    return new URL(value).host;
  } catch {
    return undefined;
  }
};

/**
 * Refuses state-changing requests sent from another origin (Origin header, else Referer), so a page on
 * another site cannot act with a member's cookie. Requests without either header (non-browser clients) pass.
 */
export function originGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const origin = c.req.header('origin');
    const referer = c.req.header('referer');
    const from =
      origin !== undefined && origin !== 'null'
        ? hostOf(origin)
        : referer !== undefined
          ? hostOf(referer)
          : host;
    if (from !== host) {
      return c.json({ success: false, message: 'Requests from another site are refused.' }, 403);
    }
    return next();
  };
}
