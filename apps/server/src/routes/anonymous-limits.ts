import type { Context } from 'hono';
import type { Repositories } from '../storage/repositories';
import { clientAddress } from './client-address';

/** How much a client without a login may write, per fixed window (members are bounded by their limits). */
export const ANONYMOUS_LIMITS = {
  windowMs: 5 * 60 * 1000,
  /** Temporary styles created (the workbench makes one per changed chart, reused for 20 s). */
  styleWrites: 600,
  /** Bytes of style XML stored. */
  styleBytes: 4 * 1024 * 1024,
  /** Short links created. */
  shortLinks: 120,
} as const;

/** The largest chart XML stored in the style cache (a chart with every panel filled is about 15 KB). */
export const MAX_STYLE_XML_BYTES = 64 * 1024;

/** The message of a refused anonymous write. */
export const TOO_MANY_WRITES_MESSAGE =
  'Too many requests from this address. Please wait a few minutes and try again.';

/** The Retry-After header of a refused write: the length of a window. */
export const RETRY_AFTER = { 'retry-after': String(ANONYMOUS_LIMITS.windowMs / 1000) } as const;

/**
 * Counts an anonymous write of `kind` (and `amount`, e.g. bytes) for the request's client and says whether it
 * is still within {@link ANONYMOUS_LIMITS}.
 */
export async function withinAnonymousLimit(
  repositories: Repositories,
  c: Context,
  kind: 'styleWrites' | 'styleBytes' | 'shortLinks',
  nowMs: number,
  amount = 1,
): Promise<boolean> {
  const count = await repositories.rateLimits.hit(
    `anonymous:${kind}:${clientAddress(c)}`,
    nowMs,
    ANONYMOUS_LIMITS.windowMs,
    amount,
  );
  return count <= ANONYMOUS_LIMITS[kind];
}
