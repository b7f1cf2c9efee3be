/**
 * Errors that say the database is away (restarted, failed over, unreachable, out of disk or
 * busy past the timeout), not that a statement was wrong: a request meeting one answers 503 and
 * the public cache may answer with what it holds (design §11). Anything else stays a 500.
 */

/** PostgreSQL SQLSTATEs: 08 connection exception, 28 authorisation (a rotated password),
 * 53 insufficient resources, 57P0x shutdown or not accepting connections yet, 58 system / I/O. */
const POSTGRES_STATES = /^(08...|28...|53...|57P0.|58...)$/;

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** better-sqlite3 result codes of a locked, failing or full disk (extended codes follow with _...). */
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL)(_|$)/;

/** node-postgres reports a lost or refused connection in plain Errors without a code. */
const POSTGRES_CLIENT_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (POSTGRES_STATES.test(code) || SOCKET_CODES.has(code) || SQLITE_CODES.test(code))) return true;
  if (POSTGRES_CLIENT_MESSAGES.test(error.message)) return true;
  // A database closed to new connections for maintenance (ALTER DATABASE ... ALLOW_CONNECTIONS false).
  if (code === '55000' && /not currently accepting connections/.test(error.message)) return true;
  // A connect to a name with several addresses fails with all of them (AggregateError).
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
