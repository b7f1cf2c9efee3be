import type { InvokeEvent, InvokeHandler, IpcMainLike } from '../main/ipcHandlers.ts';
import type { NotificationLike } from '../main/leadAlerts.ts';
import type { SafeStorageLike } from '../main/tokenVault.ts';
import type { KeychainLike } from '../main/tokenVault.ts';
import { APP_ORIGIN } from '../main/validate.ts';

/**
 * The thinnest stand-ins for what needs the Electron binary (not installable here): ipcMain
 * records handlers, safeStorage "encrypts" reversibly, events carry a sender frame URL.
 */
export function fakeIpcMain(): IpcMainLike & { handlers: Map<string, InvokeHandler> } {
  const handlers = new Map<string, InvokeHandler>();
  return { handlers, handle: (channel, listener) => void handlers.set(channel, listener) };
}

export function fakeSafeStorage(backend = 'gnome_libsecret', available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(`sealed:${Buffer.from(text).toString('hex')}`),
    decryptString: (sealed) => {
      const text = sealed.toString();
      if (!text.startsWith('sealed:')) throw new Error('cannot decrypt');
      return Buffer.from(text.slice(7), 'hex').toString();
    },
    getSelectedStorageBackend: () => backend,
  };
}

/** A keychain held in a Map; `broken` makes every call throw like keytar without a Secret Service. */
export function mapKeychain(broken = false): KeychainLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const check = () => {
    if (broken) throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
  };
  return {
    entries,
    getPassword: async (s, a) => (check(), entries.get(`${s}|${a}`) ?? null),
    setPassword: async (s, a, p) => (check(), void entries.set(`${s}|${a}`, p)),
    deletePassword: async (s, a) => (check(), entries.delete(`${s}|${a}`)),
  };
}

export interface SentEvent {
  channel: string;
  payload: unknown;
}

/** An invoke event from a frame at `url` (the app's page unless told otherwise). */
export function eventFrom(url = `${APP_ORIGIN}/index.html`, sent: SentEvent[] = [], parent: unknown = null): InvokeEvent {
  return { senderFrame: { url, parent }, sender: { send: (channel, payload) => void sent.push({ channel, payload }) } };
}

/** Electron's Notification as a record of what was shown, each with a click to press. */
export function fakeNotifications() {
  const shown: { title: string; body: string; click(): void }[] = [];
  const createNotification = (options: { title: string; body: string }): NotificationLike => {
    let onClick = () => {};
    return {
      on: (_event, listener) => void (onClick = listener),
      show: () => void shown.push({ ...options, click: () => onClick() }),
    };
  };
  return { shown, createNotification };
}
