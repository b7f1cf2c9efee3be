import { createReadStream, createWriteStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import type { FileRecord, UploadOutcome, UploadRefusal } from '../../shared/api/files.ts';
import { ApiError, errorMessage, parseJsonBody } from '../../shared/api/errors.ts';
import { UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { mimeOfFileName } from '../../shared/uploads.ts';
import type { CsvKind, HttpMethod } from '../../shared/constants.ts';
import type { TokenVault } from './tokenVault.ts';

/** A failed call as the renderer will see it: AdminApiError(status, message) on its side. */
export class ApiFailure extends ApiError {
  override name = 'ApiFailure';
}

export interface AdminClientOptions {
  /** The API origin in use (settings); read on every call so a change applies at once. */
  apiBase(): string;
  vault: TokenVault;
  fetch?: typeof fetch;
}

export interface AdminClient {
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  hasSession(): Promise<boolean>;
  request(method: HttpMethod, path: string, body?: string): Promise<unknown>;
  /**
   * Streams each file as multipart field 'file' to POST /api/admin/files, one request per file;
   * each is stored or refused on its own. Throws only when the session is over (401).
   */
  upload(filePaths: string[], onProgress: (fraction: number) => void): Promise<UploadOutcome>;
  /** Streams GET /api/admin/export/{kind}.csv to `destination`; a failed download leaves no file. */
  exportCsv(kind: CsvKind, destination: string, onProgress: (fraction: number) => void): Promise<void>;
  /** Streams GET /api/admin/people/{email}/export (one person's data, JSON) to `destination`, the same way. */
  exportPerson(email: string, destination: string, onProgress: (fraction: number) => void): Promise<void>;
}

/** A failed answer as the renderer will see it (the message every client shows: shared/api/errors.ts). */
const failureFrom = (status: number, body: unknown) => new ApiFailure(status, errorMessage(status, body));

/**
 * A file name as browsers put it in a form (HTML's multipart/form-data encoding): a quote, CR and
 * LF escaped as %22, %0D and %0A, so none can break out of the quoted parameter (RFC 7578 §4.2)
 * and the server, which undoes those escapes, keeps the name as the file is called. A backslash,
 * which a quoted string would read as an escape, becomes '_'.
 */
const formFileName = (value: string) => value.replace(/["\r\n]/g, (c) => ({ '"': '%22', '\r': '%0D', '\n': '%0A' })[c]!).replace(/\\/g, '_');

/**
 * All admin HTTP calls of the desktop app, made by the main process with the bearer token
 * it reads from the vault. The token never leaves this module.
 */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const account = () => options.apiBase();

  async function authHeader(): Promise<Record<string, string>> {
    const token = await options.vault.get(account());
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  async function send(path: string, init: RequestInit & { duplex?: 'half' }): Promise<Response> {
    try {
      return await doFetch(`${options.apiBase()}${path}`, init);
    } catch {
      throw new ApiFailure(0, `Could not reach the server at ${options.apiBase()}. Check that it is running and try again.`);
    }
  }

  /** Reads a non-2xx answer into an ApiFailure; a 401 forgets the token (the session is over). */
  async function failure(response: Response): Promise<ApiFailure> {
    if (response.status === 401) await options.vault.delete(account());
    return failureFrom(response.status, parseJsonBody(await response.text()));
  }

  async function uploadOne(filePath: string, size: number, onBytes: (n: number) => void): Promise<FileRecord> {
    const boundary = `----agency-desktop-${randomBytes(12).toString('hex')}`;
    const name = formFileName(basename(filePath));
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${mimeOfFileName(name)}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        onBytes(chunk.length);
        callback(null, chunk);
      },
    });
    async function* parts() {
      yield head;
      yield* createReadStream(filePath).pipe(counter);
      yield tail;
    }
    const response = await send('/api/admin/files', {
      method: 'POST',
      headers: {
        ...(await authHeader()),
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + size + tail.length),
      },
      body: Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>,
      duplex: 'half',
    });
    if (!response.ok) throw await failure(response);
    const data = (parseJsonBody(await response.text()) as { data?: FileRecord | FileRecord[] } | undefined)?.data;
    if (!data) throw new ApiFailure(response.status, 'The server did not describe the stored file');
    return Array.isArray(data) ? data[0] : data;
  }

  return {
    async login(email, password) {
      const response = await send('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const answer = parseJsonBody(await response.text()) as { token?: unknown } | undefined;
      if (!response.ok) throw failureFrom(response.status, answer);
      if (typeof answer?.token !== 'string') throw new ApiFailure(502, 'The server answered without a token');
      await options.vault.set(account(), answer.token);
    },

    async logout() {
      try {
        const auth = await authHeader();
        if (auth.Authorization) await send('/api/admin/logout', { method: 'POST', headers: auth });
      } catch {
        // Best effort: an unreachable server cannot revoke, and the token is forgotten anyway.
      } finally {
        await options.vault.delete(account());
      }
    },

    hasSession: async () => Boolean(await options.vault.get(account())),

    async request(method, path, body) {
      const response = await send(path, {
        method,
        headers: { ...(await authHeader()), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body,
      });
      if (!response.ok) throw await failure(response);
      return parseJsonBody(await response.text());
    },

    async upload(filePaths, onProgress) {
      const outcome: UploadOutcome = { stored: [], refused: [] };
      const refuse = (filePath: string, error: ApiFailure): UploadRefusal => ({ name: basename(filePath), status: error.status, message: error.message });
      // Checked before any byte is sent; a file that fails a check is refused, the others still go.
      const sendable: { filePath: string; size: number }[] = [];
      for (const filePath of filePaths) {
        const info = await stat(filePath).catch(() => null);
        if (!info?.isFile()) outcome.refused.push(refuse(filePath, new ApiFailure(400, 'This is not a file')));
        else if (info.size > UPLOAD_MAX_BYTES) outcome.refused.push(refuse(filePath, new ApiFailure(413, 'This file is larger than 10 MB')));
        else sendable.push({ filePath, size: info.size });
      }
      const total = sendable.reduce((sum, file) => sum + file.size, 0) || 1;
      let sent = 0;
      for (const { filePath, size } of sendable) {
        try {
          outcome.stored.push(
            await uploadOne(filePath, size, (n) => {
              sent += n;
              onProgress(Math.min(1, sent / total));
            }),
          );
        } catch (error) {
          // A refused file does not stop the others; an ended session does.
          if (!(error instanceof ApiFailure) || error.status === 401) throw error;
          outcome.refused.push(refuse(filePath, error));
        }
      }
      onProgress(1);
      return outcome;
    },

    exportCsv: (kind, destination, onProgress) => download(`/api/admin/export/${kind}.csv`, destination, onProgress),
    exportPerson: (email, destination, onProgress) =>
      download(`/api/admin/people/${encodeURIComponent(email)}/export`, destination, onProgress),
  };

  /** Streams an admin GET to a file; a failed download leaves no file. */
  async function download(path: string, destination: string, onProgress: (fraction: number) => void): Promise<void> {
    const response = await send(path, { headers: await authHeader() });
    if (!response.ok || !response.body) throw await failure(response);
    const total = Number(response.headers.get('content-length')) || 0;
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (total) onProgress(Math.min(1, received / total));
        callback(null, chunk);
      },
    });
    // Written beside the destination, then renamed: an interrupted download leaves no half file.
    // Its name is short whatever the destination's: a name near the disk's 255 bytes (a Devanagari
    // one of 85 letters) would be too long with anything added.
    const partial = join(dirname(destination), `.download-${randomBytes(4).toString('hex')}.part`);
    try {
      await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), counter, createWriteStream(partial));
      await rename(partial, destination);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error instanceof ApiFailure ? error : new ApiFailure(0, `Could not save ${basename(destination)}: ${(error as Error).message}`);
    }
    onProgress(1);
  }
}
