import type { AdminTransport } from '../api/transport';

/**
 * Spec §4/§8: an error with status 401, or whose text mentions 401 or 'token', means the session
 * is over. The server answers every ended session with 401, so an answer with another status
 * keeps the session: its message may quote staff's words (a file 'used by the post “Design
 * tokens”'). The text check covers errors that carry no answer, only a message.
 */
export function endsSession(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if ('status' in error && typeof error.status === 'number' && error.status > 0) return error.status === 401;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return /\b401\b|token/i.test(message);
}

/** A 404 answer to a write: the record is no longer there (another staff member deleted it). */
export const isGone = (error: unknown): boolean =>
  !!error && typeof error === 'object' && 'status' in error && error.status === 404;

/** Spec §4, §9: dashboard data is reused for 5 minutes unless Refresh is pressed. */
export const ADMIN_CACHE_MS = 5 * 60 * 1000;

export function isCacheFresh(loadedAt: number | null, now: number, maxAgeMs = ADMIN_CACHE_MS): boolean {
  return loadedAt !== null && now - loadedAt >= 0 && now - loadedAt < maxAgeMs;
}

/**
 * Wraps a transport so that every call failing with an ended session reports it once, in one
 * place, instead of each screen checking. The error still reaches the caller.
 */
export function guardSession(transport: AdminTransport, onSessionEnded: () => void): AdminTransport {
  const watch = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      if (endsSession(error)) onSessionEnded();
      throw error;
    });
  return {
    login: (email, password) => transport.login(email, password),
    logout: () => transport.logout(),
    hasSession: () => transport.hasSession(),
    request: (method, path, body) => watch(transport.request(method, path, body)),
    uploadFiles: (options) => watch(transport.uploadFiles(options)),
    exportCsv: (kind) => watch(transport.exportCsv(kind)),
    exportPerson: (email) => watch(transport.exportPerson(email)),
  };
}
