// Whether a failure is the database being out of reach (PostgreSQL restarting, failing over, refusing
// connections, or a connection it ended; SQLite's file locked by another process past the busy timeout)
// rather than a fault of the request or the code: such a request answers 503, to be tried again, not 500.

/** PostgreSQL's SQLSTATEs of a server going away or not taking connections (class 08, 57P01-57P03, 53300). */
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
/** The socket's errors, when nothing listens or the connection breaks. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLite's: another process holds the write lock past the busy timeout. */
const SQLITE_BUSY = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
/** node-postgres's own words for a connection that ended or could not be had in time. */
const PG_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code) || SQLITE_BUSY.has(code))) return true;
  return PG_MESSAGES.test(error.message);
}

/** Seconds a client is asked to wait before it tries again (Retry-After). */
export const RETRY_AFTER_S = 2;
