/**
 * SQLSTATEs that say the database cannot serve right now, whatever the query: connection
 * exceptions (class 08), insufficient resources (53: too many connections, a full disk), the
 * server shutting down, restarting or starting up (57P01–57P05) and a statement ended by its
 * timeout (57014).
 */
const unavailableState = /^(08|53)...$|^57P0[1-5]$|^57014$/;

/** Node's errors for a server that cannot be reached. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** pg's own errors for a connection that was lost, never made, or waited for too long. */
const lostConnection = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed/;

/**
 * Whether `error` (or an error it wraps) means the order database is unreachable or restarting,
 * rather than that a query was wrong: the request can succeed once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableState.test(code) || networkCodes.has(code))) return true;
    if (lostConnection.test(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
