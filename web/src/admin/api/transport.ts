import type { UploadOutcome } from '../../../../shared/api/files';
import { ApiError } from '../../../../shared/api/errors';
import type { CsvKind, HttpMethod } from '../../../../shared/constants';
import type { UploadAccept, UploadPick } from '../../../../shared/uploads';

/**
 * How the admin screens reach the server. The browser build implements it with fetch and the
 * token in localStorage.adminToken (httpTransport.ts); the desktop app implements it over IPC
 * with the token in the OS keychain, never in the renderer (desktop/renderer/ipcTransport.ts).
 * Everything else of the admin (the typed AdminApi, screens, state) is shared.
 */
export interface AdminTransport {
  /** Signs in and keeps the token on the transport's side. Throws AdminApiError on failure. */
  login(email: string, password: string): Promise<void>;
  /** Ends the session on the server (best effort) and forgets the token. */
  logout(): Promise<void>;
  /** Whether a token is held (it may still turn out expired: calls then throw a 401). */
  hasSession(): Promise<boolean>;
  /**
   * A JSON call with the bearer token to an admin path: /api/admin/... or /api/analytics.
   * Resolves with the parsed answer; throws AdminApiError(status, message) on a non-2xx answer.
   */
  request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /**
   * Uploads files to POST /api/admin/files. The browser passes the files the user dropped or
   * picked; the desktop ignores `files` and opens a native picker in the main process, narrowed
   * by `accept` and letting staff choose one file only when `pick` is 'one' (the browser's file
   * input already decides both).
   * One request per file, each stored or refused on its own: resolves with the stored records
   * and the refused files with the server's reason (both empty when the user cancelled). Throws
   * only when the session is over (401), which stops the batch.
   */
  uploadFiles(options: { files?: File[]; accept?: UploadAccept; pick?: UploadPick; onProgress?: (fraction: number) => void }): Promise<UploadOutcome>;
  /**
   * Saves GET /api/admin/export/{kind}.csv to the user's disk: a download in the browser, a
   * native save dialog in the desktop app. Resolves false when the user cancelled.
   */
  exportCsv(kind: CsvKind): Promise<boolean>;
  /**
   * Saves one person's data (GET /api/admin/people/{email}/export, JSON) to the user's disk: a
   * download in the browser, a native save dialog in the desktop app. False when cancelled.
   */
  exportPerson(email: string): Promise<boolean>;
}

/** A failed admin call; `status` 401 means the session is over (spec §4: log out). */
export class AdminApiError extends ApiError {
  override name = 'AdminApiError';
}
