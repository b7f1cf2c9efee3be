import type { FileRecord, UploadOutcome } from '../../../../shared/api/files';
import { errorMessage, parseJsonBody } from '../../../../shared/api/errors';
import { personExportFileName } from '../../../../shared/download-names';
import { AdminApiError, type AdminTransport } from './transport';

/** Where the browser keeps the staff token (spec §4: localStorage.adminToken). */
export const STORAGE_ADMIN_TOKEN = 'adminToken';

export interface HttpTransportOptions {
  /** Origin of the API; empty means the page's own origin (the server serves the SPA). */
  baseUrl?: string;
  /** Where the token lives; the spec names localStorage.adminToken. */
  storage?: Storage;
}

/** The message every client shows for an error answer (shared/api/errors.ts). */
const errorFrom = (status: number, body: unknown) => new AdminApiError(status, errorMessage(status, body));

/** Status 0: the server could not be reached at all. */
const unreachable = () => new AdminApiError(0, 'Could not reach the server. Check your connection and try again.');

/** The browser's transport: fetch with the bearer token kept in localStorage (spec §4, §6). */
export function createHttpTransport(options: HttpTransportOptions = {}): AdminTransport {
  const baseUrl = options.baseUrl ?? '';
  const storage = options.storage ?? window.localStorage;
  const token = () => storage.getItem(STORAGE_ADMIN_TOKEN);
  const authHeader = (): Record<string, string> => {
    const value = token();
    return value ? { Authorization: `Bearer ${value}` } : {};
  };

  async function call<T>(method: string, path: string, body?: unknown, withToken = true): Promise<T> {
    let response: Response;
    try {
      response = await fetch(baseUrl + path, {
        method,
        headers: { ...(withToken ? authHeader() : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw unreachable();
    }
    const parsed = parseJsonBody(await response.text());
    if (!response.ok) throw errorFrom(response.status, parsed);
    return parsed as T;
  }

  /** One multipart POST per file with XMLHttpRequest, because fetch reports no upload progress. */
  function uploadOne(file: File, onProgress: (loaded: number) => void): Promise<FileRecord> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${baseUrl}/api/admin/files`);
      const value = token();
      if (value) xhr.setRequestHeader('Authorization', `Bearer ${value}`);
      xhr.upload.onprogress = (event) => onProgress(event.loaded);
      xhr.onerror = () => reject(unreachable());
      xhr.onload = () => {
        const parsed = parseJsonBody(xhr.responseText) as { data?: FileRecord | FileRecord[] } | undefined;
        if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr.status, parsed));
        const data = parsed?.data;
        if (!data) return reject(new AdminApiError(xhr.status, 'The server did not describe the stored file'));
        resolve(Array.isArray(data) ? data[0] : data);
      };
      const form = new FormData();
      form.append('file', file, file.name);
      xhr.send(form);
    });
  }

  return {
    async login(email, password) {
      const answer = await call<{ token: string }>('POST', '/api/admin/login', { email, password }, false);
      storage.setItem(STORAGE_ADMIN_TOKEN, answer.token);
    },
    async logout() {
      try {
        if (token()) await call('POST', '/api/admin/logout');
      } catch {
        // Best effort: an expired token cannot be revoked and need not be.
      } finally {
        storage.removeItem(STORAGE_ADMIN_TOKEN);
      }
    },
    hasSession: async () => Boolean(token()),
    request: (method, path, body) => call(method, path, body),
    async uploadFiles({ files = [], onProgress }) {
      const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
      let done = 0;
      const outcome: UploadOutcome = { stored: [], refused: [] };
      for (const file of files) {
        try {
          outcome.stored.push(await uploadOne(file, (loaded) => onProgress?.(Math.min(1, (done + loaded) / total))));
        } catch (error) {
          // A refused file does not stop the others; an ended session does.
          if (!(error instanceof AdminApiError) || error.status === 401) throw error;
          outcome.refused.push({ name: file.name, status: error.status, message: error.message });
        }
        done += file.size;
      }
      onProgress?.(1);
      return outcome;
    },
    async exportCsv(kind) {
      // A short-lived link the browser downloads itself: the download starts at once and is
      // written to disk as it streams, where fetch() would hold the whole file in the page first.
      const { data } = await call<{ data: { url: string } }>('POST', `/api/admin/export/${kind}/link`);
      const link = document.createElement('a');
      link.href = baseUrl + data.url;
      // The server names the file (contacts-2026-11-23.csv) in its Content-Disposition.
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
      return true;
    },
    async exportPerson(email) {
      // One person's data is small: fetched with the token, then handed to the browser as a file.
      const data = await call<unknown>('GET', `/api/admin/people/${encodeURIComponent(email)}/export`);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = personExportFileName(email);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return true;
    },
  };
}
