import { ConfigError } from './config.ts';
import { MigrationError } from './db/connect.ts';
import { isDatabaseUnavailable } from './db/faults.ts';

/** Where DATABASE_URL points, without its password. */
function describeTarget(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  return error instanceof AggregateError ? codeOf(error.errors[0]) : undefined;
};

/**
 * The one line printed when the server cannot start (design §11): what failed and what to look
 * at, never a stack trace (LOG_LEVEL=debug prints that too).
 */
export function describeStartupFailure(error: unknown, target: { databaseUrl?: string; port?: number; host?: string }): string {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  if (error instanceof MigrationError) {
    const reason = error.reason instanceof Error ? error.reason.message : String(error.reason);
    return `Database migration ${error.migration} failed: ${reason}`;
  }
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (target.databaseUrl) {
    const at = describeTarget(target.databaseUrl);
    const user = decodeURIComponent(new URL(target.databaseUrl).username) || 'the default user';
    if (code === '28P01' || code === '28000') return `Database authentication failed for ${user} at ${at}: check DATABASE_URL`;
    if (code === '3D000') return `Database ${at} does not exist: create it or check DATABASE_URL`;
    if (isDatabaseUnavailable(error)) return `Database unreachable at ${at} (${code ?? message}): check DATABASE_URL and that PostgreSQL is running`;
  } else if (isDatabaseUnavailable(error)) {
    return `Database file in DATA_DIR cannot be used (${code ?? message}): check the folder's space and permissions`;
  }
  if (code === 'EADDRINUSE') return `Port ${target.port} on ${target.host} is already in use: stop the other server or set PORT`;
  if (code === 'EACCES' || code === 'EPERM') return `Start failed, permission denied: ${message}`;
  return `Start failed: ${message}`;
}
