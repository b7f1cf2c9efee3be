import { CSV_KINDS, HTTP_METHODS, type CsvKind, type HttpMethod } from '../../shared/constants.ts';
import { UPLOAD_PICKS, UPLOAD_TYPES, type UploadAccept, type UploadPick } from '../../shared/uploads.ts';
import { isLoopbackHost } from './serverChange.ts';

/**
 * Checks on everything that crosses IPC into the main process. A renderer is untrusted: a
 * compromised page must not reach any server path but the admin API, nor any other host.
 */

/** The custom protocol the app pages are served from (protocol.handle), never file://. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'admin';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export const MAX_PATH_LENGTH = 512;
/** JSON bodies above this are refused before they are sent (the server's own limit is 100 KiB). */
export const MAX_BODY_BYTES = 256 * 1024;

export class IpcRefusal extends Error {
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'IpcRefusal';
  }
}

/** What an IPC event tells about its sender (Electron's IpcMainInvokeEvent, narrowed). */
export interface IpcSender {
  senderFrame: { url: string; parent: unknown } | null;
}

/**
 * The sender must be the top frame of an app page: scheme and host exactly the app's
 * (`URL.origin` is 'null' for non-special schemes, so both are compared). `allowedOrigins`
 * adds the dev server's origin when running `npm run desktop`.
 */
export function assertAppSender(event: IpcSender, allowedOrigins: readonly string[] = [APP_ORIGIN]): void {
  const frame = event.senderFrame;
  if (!frame || frame.parent) throw new IpcRefusal('IPC refused: not the app window');
  let url: URL;
  try {
    url = new URL(frame.url);
  } catch {
    throw new IpcRefusal('IPC refused: unknown sender');
  }
  const origin = `${url.protocol}//${url.host}`;
  if (!allowedOrigins.includes(origin)) throw new IpcRefusal('IPC refused: sender is not an app page');
}

export function assertMethod(method: unknown): HttpMethod {
  if (typeof method !== 'string' || !(HTTP_METHODS as readonly string[]).includes(method)) {
    throw new IpcRefusal('Method not allowed');
  }
  return method as HttpMethod;
}

// Segments: unreserved characters, '@' and percent escapes of anything but '.', '/', '\' and '%'.
const SEGMENT = /^(?:[A-Za-z0-9_~@:+\-.]|%(?!2[eEfF5]|5[cC])[0-9A-Fa-f]{2})+$/;
// A query may carry percent escapes (a list search for "o'neil" or "a/b"): the query never
// becomes part of the path, so an escaped character there cannot reach another route.
const QUERY = /^(?:[A-Za-z0-9_~@:+\-.=&,]|%[0-9A-Fa-f]{2})*$/;
/** Paths only the dedicated channels may use: login hands out the token, which stays in main. */
const RESERVED = new Set(['/api/admin/login', '/api/admin/logout']);

/**
 * An admin API path: /api/admin/... or /api/analytics, with an optional plain query.
 * Refused: schemes, hosts and protocol-relative paths, backslashes, '.' and '..' segments,
 * encoded dots, slashes, backslashes and percents (no double decoding either), empty
 * segments, control characters, fragments, and anything longer than MAX_PATH_LENGTH.
 */
export function assertAdminPath(path: unknown): string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) {
    throw new IpcRefusal('Path refused');
  }
  const queryAt = path.indexOf('?');
  const pathname = queryAt === -1 ? path : path.slice(0, queryAt);
  const query = queryAt === -1 ? '' : path.slice(queryAt + 1);
  if (!pathname.startsWith('/') || !QUERY.test(query)) throw new IpcRefusal('Path refused');
  const segments = pathname.slice(1).split('/');
  if (segments.some((s) => s === '.' || s === '..' || !SEGMENT.test(s))) throw new IpcRefusal('Path refused');
  const admin = segments[0] === 'api' && segments[1] === 'admin' && segments.length > 2;
  const analytics = pathname === '/api/analytics';
  if (!admin && !analytics) throw new IpcRefusal('Only admin API paths are allowed');
  if (RESERVED.has(pathname)) throw new IpcRefusal('Use the login and logout calls');
  // Belt and braces: the URL parser must agree that nothing was normalised away.
  const parsed = new URL(path, 'http://api.invalid');
  if (parsed.host !== 'api.invalid' || parsed.pathname !== pathname) throw new IpcRefusal('Path refused');
  return path;
}

/** A JSON body for POST/PUT, bounded in size; none for GET/DELETE. */
export function assertBody(method: HttpMethod, body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (method === 'GET' || method === 'DELETE') throw new IpcRefusal('This method takes no body');
  if (typeof body !== 'object') throw new IpcRefusal('Body must be an object');
  let text: string;
  try {
    text = JSON.stringify(body);
  } catch {
    throw new IpcRefusal('Body is not JSON');
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new IpcRefusal('Body too large');
  return text;
}

/**
 * A string no longer than the API takes it: `max` characters (a letter outside the basic plane,
 * 🔑 or 𝐑, is one, though two UTF-16 units) once trimmed, as the API trims what it receives.
 */
export function assertString(value: unknown, what: string, max: number): string {
  if (typeof value !== 'string' || [...value.trim()].length > max) throw new IpcRefusal(`${what} refused`);
  return value;
}

/** An address as the person's data export takes it: one line, an @, no more than 254 characters. */
export function assertEmail(value: unknown): string {
  if (typeof value !== 'string' || value.length > 254 || !/^[^\s@/\\]+@[^\s@/\\]+$/.test(value)) throw new IpcRefusal('E-mail address refused');
  return value;
}

export function assertOpId(value: unknown): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new IpcRefusal('Operation id refused');
  return value;
}

export function assertCsvKind(value: unknown): CsvKind {
  if (!(CSV_KINDS as readonly unknown[]).includes(value)) throw new IpcRefusal('Unknown export');
  return value as CsvKind;
}

export function assertAccept(value: unknown): UploadAccept | undefined {
  if (value === undefined || value === null) return undefined;
  if (!UPLOAD_TYPES.some((type) => type.kind === value)) throw new IpcRefusal('Unknown file kind');
  return value as UploadAccept;
}

/** How many files the upload picker lets staff choose; absent means several. */
export function assertPick(value: unknown): UploadPick {
  if (value === undefined || value === null) return 'several';
  if (!(UPLOAD_PICKS as readonly unknown[]).includes(value)) throw new IpcRefusal('Unknown number of files');
  return value as UploadPick;
}

/** Only https: links leave the app, and only to the system browser. */
export function assertExternalUrl(value: unknown): string {
  const text = assertString(value, 'Link', 2048);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new IpcRefusal('Link refused');
  }
  if (url.protocol !== 'https:' || url.username || url.password) throw new IpcRefusal('Only https links open outside the app');
  return url.href;
}

/** The API server the user chose: an https origin, or http on this computer; nothing else. */
export function normaliseApiBase(value: unknown): string {
  const text = assertString(value, 'Server address', 2048).trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new IpcRefusal('Server address must be a URL such as http://localhost:3000');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new IpcRefusal('Server address must start with http:// or https://');
  }
  // Plain http would carry the staff password in clear over the network.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new IpcRefusal('Server address must start with https:// (http:// only for this computer, e.g. http://localhost:3000)');
  }
  return url.origin;
}
