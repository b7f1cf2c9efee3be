import { isDatabaseUnavailable } from './db/faults.ts';

interface ProcessLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The process events close-with-grace leaves to exitOnUncaughtError. */
export const UNCAUGHT_ERROR_EVENTS: ('uncaughtException' | 'unhandledRejection')[] = ['uncaughtException', 'unhandledRejection'];

/**
 * An error that no request or job caught leaves the process in an unknown state: it closes the
 * app (finishing requests in flight, at most `graceMs`) and exits 1 for the supervisor to restart
 * it. A database error is the exception (design §11): a connection dropped between two
 * statements is replaced by the pool, and every later query answers for itself, so it is logged
 * and the process carries on.
 */
export function exitOnUncaughtError(app: { log: ProcessLog; close(): Promise<unknown> }, graceMs: number): void {
  let closing = false;
  const onError = (error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      app.log.warn({ error: String(error) }, 'A database error reached no request; the pool reconnects');
      return;
    }
    if (closing) process.exit(1);
    closing = true;
    app.log.error({ err: error }, 'Shutting down after an error');
    setTimeout(() => process.exit(1), graceMs).unref();
    void app.close().finally(() => process.exit(1));
  };
  for (const event of UNCAUGHT_ERROR_EVENTS) process.on(event, onError);
}
