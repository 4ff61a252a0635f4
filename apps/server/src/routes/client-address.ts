import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address a request came from, for per-client rate limits: the socket's remote address under the Node
 * server; 'local' when the app is called in process (tests). Forwarded headers are not trusted, since any
 * client can write them.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
