import {
  CHANNELS,
  EVENTS,
  type Channel,
  type ChannelArgs,
  type ChannelResult,
  type DesktopBridge,
  type DesktopEvent,
  type IpcResult,
} from '../shared/ipc.ts';

/** The parts of Electron's ipcRenderer the bridge uses (injected: the Chromium test passes its own). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, payload: unknown) => void): unknown;
}

const KNOWN_EVENTS = new Set<string>(Object.values(EVENTS));
/**
 * Events that must not be lost when they arrive before the page subscribed: a keychain notice at
 * start, and the lead of a notification clicked while the window was still loading.
 */
const HELD_EVENTS = new Set<DesktopEvent>([EVENTS.notice, EVENTS.openLead]);

/**
 * The one narrow API the preload script exposes to the page as `window.adminDesktop`: a
 * function per channel with fixed arguments (never a generic invoke or send), and event
 * subscriptions that hand the listener the payload only, never Electron's event object.
 * Notices and lead openings sent before the page subscribed are kept and delivered to its first
 * listener.
 */
export function createBridge(ipc: IpcRendererLike): DesktopBridge {
  const listeners = new Map<DesktopEvent, Set<(payload: never) => void>>();
  const pending = new Map<DesktopEvent, unknown[]>([...HELD_EVENTS].map((event) => [event, []]));
  for (const event of KNOWN_EVENTS as Set<DesktopEvent>) {
    listeners.set(event, new Set());
    ipc.on(event, (_event, payload) => {
      const set = listeners.get(event);
      if (set?.size === 0) pending.get(event)?.push(payload);
      set?.forEach((listener) => listener(payload as never));
    });
  }
  // The one place the bridge talks to ipcRenderer: typed by the channel map.
  const invoke = <C extends Channel>(channel: C, ...args: ChannelArgs<C>) =>
    ipc.invoke(channel, ...args) as Promise<IpcResult<ChannelResult<C>>>;
  return {
    login: (email, password) => invoke(CHANNELS.login, String(email), String(password)),
    logout: () => invoke(CHANNELS.logout),
    hasSession: () => invoke(CHANNELS.hasSession),
    request: (method, path, body) => invoke(CHANNELS.request, method, path, body),
    upload: (opId, accept, pick) => invoke(CHANNELS.upload, opId, accept, pick),
    exportCsv: (opId, kind) => invoke(CHANNELS.exportCsv, opId, kind),
    exportPerson: (opId, email) => invoke(CHANNELS.exportPerson, opId, String(email)),
    getServer: () => invoke(CHANNELS.getServer),
    setServer: (apiBase) => invoke(CHANNELS.setServer, apiBase),
    openExternal: (url) => invoke(CHANNELS.openExternal, url),
    on(event, listener) {
      const set = listeners.get(event);
      if (!set || typeof listener !== 'function') return () => undefined;
      const untyped = listener as (payload: never) => void;
      set.add(untyped);
      pending.get(event)?.splice(0).forEach((payload) => untyped(payload as never));
      return () => void set.delete(untyped);
    },
  };
}
