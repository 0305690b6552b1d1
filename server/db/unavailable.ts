// Tells a database that cannot be reached (restarting, failing over, stopped, out of connections) from a statement
// that failed on its own: the first is the infrastructure's, answered 503 with Retry-After and never counted as the
// caller's failure; the second is a bug or bad input.

/** Socket errors of a connection that could not be opened or broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a server going away or refusing: class 08 (connection exception), admin/crash shutdown, "cannot
 * connect now" (starting up or shutting down), too many connections, and a read-only standby after a failover.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '25006']);

/** What node-postgres and pg-pool say when a connection ends, times out or was closed under a statement. */
const DRIVER_MESSAGES = /connection terminated|timeout exceeded when trying to connect|connection error|not queryable|terminating connection|the database system is (starting up|shutting down)|connect (econnrefused|etimedout)|connection timeout/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError); look through causes, a few levels deep.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof Error || typeof current === 'object') {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
      if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
      if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
      current = (current as { cause?: unknown }).cause;
    } else break;
  }
  return false;
}

/** Seconds a client waits before trying again while the database is unreachable (a restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
