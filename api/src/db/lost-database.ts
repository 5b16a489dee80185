/** Socket errors of a connection to PostgreSQL that went away or never came. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** What node-postgres says when a connection ends under a query or cannot be made in time. */
const LOST_MESSAGES =
  /Connection terminated|connection error|is not queryable|timeout exceeded when trying to connect/i;

/**
 * Whether an error means the database itself is gone rather than that it refused a statement:
 * a socket error, a connection that ended, or SQLSTATE class 08 (connection exception) or 57
 * (operator intervention: shutdown, crash, restart). Retrying the statement, or its rows one by
 * one, cannot help; the process says so in one line.
 */
export function isLostDatabase(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || /^(08|57)[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && LOST_MESSAGES.test(message);
}
