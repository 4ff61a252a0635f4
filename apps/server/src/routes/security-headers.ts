import type { MiddlewareHandler } from 'hono';

/** What the security headers allow; `frameAncestors` names who may frame our pages (none by default). */
export interface SecurityHeaderOptions {
  /** CSP `frame-ancestors` sources, e.g. `https://partner.example`; partners embed the widget script, not frames. */
  readonly frameAncestors?: readonly string[];
}

/** The Content-Security-Policy of every reply: scripts only from this origin, never inline or evaluated. */
export function contentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // styled-components writes its rules into <style> elements at run time, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/**
 * Adds the security headers to every page, image and reply: CSP without inline script, no MIME sniffing,
 * no framing unless configured, and a referrer policy that keeps paths (which may carry style ids) on site.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const frameAncestors = options.frameAncestors ?? [];
  const csp = contentSecurityPolicy(frameAncestors);
  return async (c, next) => {
    await next();
    // Some responses (a fetch passed through, Response.redirect) have immutable headers: copy them first.
    try {
      c.res.headers.set('x-content-type-options', 'nosniff');
    } catch {
      c.res = new Response(c.res.body, c.res);
    }
    const headers = c.res.headers;
    headers.set('content-security-policy', csp);
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'strict-origin-when-cross-origin');
    headers.set('cross-origin-opener-policy', 'same-origin');
    if (frameAncestors.length === 0) headers.set('x-frame-options', 'DENY');
  };
}

/** The frame ancestors of `CHARTBENCH_FRAME_ANCESTORS` (space-separated origins), none when it is not set. */
export function frameAncestorsFromEnv(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin));
}
