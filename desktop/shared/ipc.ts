import type { UploadOutcome } from '../../shared/api/files.ts';
import type { LeadKind } from '../../shared/api/pipeline.ts';
import type { CsvKind, HttpMethod } from '../../shared/constants.ts';
import type { UploadAccept, UploadPick } from '../../shared/uploads.ts';

/**
 * The contract between the desktop main process and its renderer: one map from each channel to
 * its arguments and result, from which both ends are typed (the preload bridge in
 * desktop/preload/bridge.ts, the handlers in desktop/main/ipcHandlers.ts; raw ipcMain and
 * ipcRenderer appear nowhere else, see eslint.config.js). Imports no Electron and no React.
 */
export interface IpcChannels {
  'admin:login': { args: [email: string, password: string]; result: null };
  'admin:logout': { args: []; result: null };
  'admin:has-session': { args: []; result: boolean };
  'admin:request': { args: [method: HttpMethod, path: string, body?: unknown]; result: unknown };
  'admin:upload': { args: [opId: string, accept?: UploadAccept, pick?: UploadPick]; result: UploadOutcome };
  'admin:export-csv': { args: [opId: string, kind: CsvKind]; result: boolean };
  'admin:export-person': { args: [opId: string, email: string]; result: boolean };
  'desktop:get-server': { args: []; result: ServerInfo };
  'desktop:set-server': { args: [apiBase: string]; result: ServerInfo };
  'desktop:open-external': { args: [url: string]; result: null };
}

export type Channel = keyof IpcChannels;
export type ChannelArgs<C extends Channel> = IpcChannels[C]['args'];
export type ChannelResult<C extends Channel> = IpcChannels[C]['result'];

/** The bridge's function name of each channel. */
export const CHANNELS = {
  login: 'admin:login',
  logout: 'admin:logout',
  hasSession: 'admin:has-session',
  request: 'admin:request',
  upload: 'admin:upload',
  exportCsv: 'admin:export-csv',
  exportPerson: 'admin:export-person',
  getServer: 'desktop:get-server',
  setServer: 'desktop:set-server',
  openExternal: 'desktop:open-external',
} as const satisfies Record<string, Channel>;

/** Fails to compile when a channel of the map has no bridge function name. */
type EveryChannelNamed = Exclude<Channel, (typeof CHANNELS)[keyof typeof CHANNELS]> extends never ? true : never;
export const EVERY_CHANNEL_NAMED: EveryChannelNamed = true;

/** Events the main process sends to the renderer, with their payloads. */
export interface IpcEvents {
  /** A one-time message for the user (e.g. the token is not in a keychain). */
  'desktop:notice': string;
  /** Menu Refresh (Ctrl/Cmd+R): reload the admin data, not the page. */
  'desktop:refresh': undefined;
  /** Menu Server Address…: show the server choice again. */
  'desktop:configure': undefined;
  /** Progress of an upload or an export started by this renderer. */
  'desktop:progress': ProgressEvent;
  /** A new-lead notification was clicked: show that lead. */
  'desktop:open-lead': OpenLead;
}

export const EVENTS = {
  notice: 'desktop:notice',
  refresh: 'desktop:refresh',
  configure: 'desktop:configure',
  progress: 'desktop:progress',
  openLead: 'desktop:open-lead',
} as const satisfies Record<string, keyof IpcEvents>;

export type DesktopEvent = keyof IpcEvents;

/** Every IPC answer: a value, or the HTTP-like failure that the renderer turns into AdminApiError. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export interface ProgressEvent {
  /** The id the renderer chose when it started the operation. */
  opId: string;
  op: 'upload' | 'export';
  /** 0..1 */
  fraction: number;
}

/** The lead a clicked notification opens (its list with its detail, found by its address). */
export interface OpenLead {
  kind: LeadKind;
  id: string;
  email: string;
}

export interface ServerInfo {
  /** The API origin in use, e.g. http://localhost:3000; null before the first-run choice. */
  apiBase: string | null;
  /** What the first-run screen proposes. */
  defaultApiBase: string;
}

type BridgeCalls = {
  [Name in keyof typeof CHANNELS]: (
    ...args: ChannelArgs<(typeof CHANNELS)[Name]>
  ) => Promise<IpcResult<ChannelResult<(typeof CHANNELS)[Name]>>>;
};

/** `window.adminDesktop`: everything the renderer may ask of the main process, a function per channel. */
export interface DesktopBridge extends BridgeCalls {
  /** Subscribes to a main-process event; returns the unsubscribe function. */
  on<E extends DesktopEvent>(event: E, listener: (payload: IpcEvents[E]) => void): () => void;
}
