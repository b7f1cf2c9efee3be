import type { FileRecord } from '../../shared/api/admin.ts';

/**
 * The contract between the desktop main process and its renderer: channel names, the one
 * narrow API the preload script exposes as `window.adminDesktop`, and the envelopes that
 * carry results across IPC. Imported by main, preload and renderer; imports no Electron
 * and no React.
 */
export const CHANNELS = {
  login: 'admin:login',
  logout: 'admin:logout',
  hasSession: 'admin:has-session',
  request: 'admin:request',
  upload: 'admin:upload',
  exportCsv: 'admin:export-csv',
  getServer: 'desktop:get-server',
  setServer: 'desktop:set-server',
  openExternal: 'desktop:open-external',
} as const;

/** Events the main process sends to the renderer. */
export const EVENTS = {
  /** A one-time message for the user (e.g. the token is not in a keychain). */
  notice: 'desktop:notice',
  /** Menu Refresh (Ctrl/Cmd+R): reload the admin data, not the page. */
  refresh: 'desktop:refresh',
  /** Menu Server Address…: show the server choice again. */
  configure: 'desktop:configure',
  /** Progress of an upload or an export started by this renderer. */
  progress: 'desktop:progress',
} as const;

export type DesktopEvent = (typeof EVENTS)[keyof typeof EVENTS];

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type CsvKind = 'contacts' | 'quotes';
export type UploadAccept = 'images' | 'documents';

/** Every IPC answer: a value, or the HTTP-like failure that the renderer turns into AdminApiError. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export interface ProgressEvent {
  /** The id the renderer chose when it started the operation. */
  opId: string;
  op: 'upload' | 'export';
  /** 0..1 */
  fraction: number;
}

export interface ServerInfo {
  /** The API origin in use, e.g. http://localhost:3000; null before the first-run choice. */
  apiBase: string | null;
  /** What the first-run screen proposes. */
  defaultApiBase: string;
}

/** `window.adminDesktop`: everything the renderer may ask of the main process. */
export interface DesktopBridge {
  login(email: string, password: string): Promise<IpcResult<null>>;
  logout(): Promise<IpcResult<null>>;
  hasSession(): Promise<IpcResult<boolean>>;
  request(method: HttpMethod, path: string, body?: unknown): Promise<IpcResult<unknown>>;
  upload(opId: string, accept?: UploadAccept): Promise<IpcResult<FileRecord[]>>;
  exportCsv(opId: string, kind: CsvKind): Promise<IpcResult<boolean>>;
  getServer(): Promise<IpcResult<ServerInfo>>;
  setServer(apiBase: string): Promise<IpcResult<ServerInfo>>;
  openExternal(url: string): Promise<IpcResult<null>>;
  /** Subscribes to a main-process event; returns the unsubscribe function. */
  on(event: DesktopEvent, listener: (payload: unknown) => void): () => void;
}
