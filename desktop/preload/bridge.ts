import { CHANNELS, EVENTS, type DesktopBridge, type DesktopEvent, type IpcResult } from '../shared/ipc.ts';

/** The parts of Electron's ipcRenderer the bridge uses (injected: the Chromium test passes its own). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

const KNOWN_EVENTS = new Set<string>(Object.values(EVENTS));

/**
 * The one narrow API the preload script exposes to the page as `window.adminDesktop`: a
 * function per channel with fixed arguments (never a generic invoke or send), and event
 * subscriptions that hand the listener the payload only, never Electron's event object.
 * Notices sent before the page subscribed are kept and delivered to its first listener.
 */
export function createBridge(ipc: IpcRendererLike): DesktopBridge {
  const listeners = new Map<DesktopEvent, Set<(payload: unknown) => void>>();
  const pendingNotices: unknown[] = [];
  for (const event of KNOWN_EVENTS as Set<DesktopEvent>) {
    listeners.set(event, new Set());
    ipc.on(event, (_event, payload) => {
      const set = listeners.get(event);
      if (event === EVENTS.notice && set?.size === 0) pendingNotices.push(payload);
      set?.forEach((listener) => listener(payload));
    });
  }
  const invoke = <T>(channel: string, ...args: unknown[]) => ipc.invoke(channel, ...args) as Promise<IpcResult<T>>;
  return {
    login: (email, password) => invoke(CHANNELS.login, String(email), String(password)),
    logout: () => invoke(CHANNELS.logout),
    hasSession: () => invoke(CHANNELS.hasSession),
    request: (method, path, body) => invoke(CHANNELS.request, method, path, body),
    upload: (opId, accept) => invoke(CHANNELS.upload, opId, accept),
    exportCsv: (opId, kind) => invoke(CHANNELS.exportCsv, opId, kind),
    getServer: () => invoke(CHANNELS.getServer),
    setServer: (apiBase) => invoke(CHANNELS.setServer, apiBase),
    openExternal: (url) => invoke(CHANNELS.openExternal, url),
    on(event, listener) {
      const set = listeners.get(event);
      if (!set || typeof listener !== 'function') return () => undefined;
      set.add(listener);
      if (event === EVENTS.notice) pendingNotices.splice(0).forEach((payload) => listener(payload));
      return () => void set.delete(listener);
    },
  };
}
