/** What a request that meets an unreachable database is told (a restart or a network cut; the next may work). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not reachable right now. Please try again in a moment.';

/** Socket errors of a connection that could not be opened or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * PostgreSQL's codes of a server going away or not yet taking connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now, and class 08 (connection exceptions).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);
/** node-postgres's own words for a connection that ended or never came. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * Whether an error means the database could not be reached (as opposed to a bad query or a broken rule), so
 * the request is answered with {@link DATABASE_UNAVAILABLE_MESSAGE} and 503 instead of a generic failure.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_CODES.has(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}
