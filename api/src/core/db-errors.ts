import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { AppError } from './app-error';

/**
 * Whether `error` is PostgreSQL refusing a duplicate under the unique index or constraint
 * `constraint`: how a service learns it lost a race the database decided (SQLSTATE 23505).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}

/** Socket errors of a connection to PostgreSQL that went away or never came. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server or session going away: admin_shutdown, crash_shutdown,
 * cannot_connect_now, database_dropped, idle_session_timeout. The rest of class 57 (a cancelled
 * statement, 57014) leaves the database answering. Class 08 (connection exception) is matched as
 * a class.
 */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03', '57P04', '57P05']);

/** What node-postgres says when a connection ends under a query or cannot be made in time. */
const LOST_MESSAGES =
  /Connection terminated|connection error|is not queryable|timeout exceeded when trying to connect/i;

/**
 * Whether an error means the database cannot be reached rather than that it refused a statement:
 * a socket error, a connection that ended or could not be had from the pool in time, SQLSTATE
 * class 08, or a server shutting down or starting. TypeORM's QueryFailedError carries the
 * driver's error, which is looked at too. TypeORM releases a query runner when its connection
 * emits `error`, so a transaction's next statement after a lost connection fails with
 * QueryRunnerAlreadyReleasedError rather than a socket error: that is a lost database too. Retrying the statement now cannot help: requests are
 * answered `service_unavailable`, and the ingest stops with one line.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message, driverError } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
  };
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  return driverError !== undefined && driverError !== error && isDatabaseUnavailable(driverError);
}

/** When a client told `service_unavailable` should try again: a restart or failover's time. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The 503 a request gets while the database cannot be reached, in place of a masked 500: the
 * fault is passing (the watchdog exits the process if it is not), and the client may retry.
 */
export function serviceUnavailable(): AppError {
  return new AppError(
    'service_unavailable',
    'FlowVault is briefly unavailable. Please try again in a few seconds.',
    { retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS },
  );
}
