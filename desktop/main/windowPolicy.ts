import { EVENTS, type DesktopEvent } from '../shared/ipc.ts';
import { assertExternalUrl } from './validate.ts';

/** The parts of Electron's WebContents the policy hooks into (injected: tests pass fakes). */
export interface WebContentsLike {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(event: 'will-navigate' | 'will-redirect', listener: (event: { preventDefault(): void }, url: string) => void): void;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): void;
}

export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/**
 * The app's only way out to the system browser (reviewed for electronegativity's
 * OPEN_EXTERNAL_JS_CHECK): https links only, with no user info; anything else throws.
 */
export async function openHttpsLink(shell: ShellLike, url: unknown): Promise<void> {
  await shell.openExternal(assertExternalUrl(url));
}

/**
 * No navigation and no new windows, ever: the app is one page. A link that asks for a new
 * window opens in the system browser when, and only when, it is https.
 */
export function lockDownContents(contents: WebContentsLike, shell: ShellLike): void {
  contents.setWindowOpenHandler(({ url }) => {
    openHttpsLink(shell, url).catch(() => undefined);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Only writing to the clipboard (the Files tab's copy-link) is granted, and only to app pages. */
const GRANTED = new Set(['clipboard-sanitized-write']);

export function permissionDecision(permission: string, requestingUrl: string, isAppUrl: (url: string) => boolean): boolean {
  return GRANTED.has(permission) && isAppUrl(requestingUrl);
}

/** A subset of Electron's MenuItemConstructorOptions, enough for the app menu. */
export interface MenuItemSpec {
  label?: string;
  role?: string;
  type?: 'separator' | 'submenu' | 'normal';
  accelerator?: string;
  submenu?: MenuItemSpec[];
  click?: () => void;
  visible?: boolean;
  acceleratorWorksWhenHidden?: boolean;
}

/**
 * The application menu. Refresh (Ctrl/Cmd+R, F5) asks the renderer to reload its data: it
 * replaces the default menu's page reload, which would only lose the screen's state.
 */
export function buildMenuTemplate(options: { isMac: boolean; appName: string; dev: boolean; send(event: DesktopEvent): void }): MenuItemSpec[] {
  const { isMac, send } = options;
  const refresh: MenuItemSpec[] = [
    { label: 'Refresh', accelerator: 'CmdOrCtrl+R', click: () => send(EVENTS.refresh) },
    { label: 'Refresh', accelerator: 'F5', visible: false, acceleratorWorksWhenHidden: true, click: () => send(EVENTS.refresh) },
  ];
  const view: MenuItemSpec[] = [
    ...refresh,
    { type: 'separator' },
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
    ...(options.dev ? [{ type: 'separator' as const }, { role: 'toggleDevTools' }] : []),
  ];
  const file: MenuItemSpec[] = [
    { label: 'Server Address…', click: () => send(EVENTS.configure) },
    { type: 'separator' },
    isMac ? { role: 'close' } : { role: 'quit' },
  ];
  return [
    ...(isMac ? [{ label: options.appName, submenu: [{ role: 'about' }, { type: 'separator' as const }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' as const }, { role: 'quit' }] }] : []),
    { label: 'File', submenu: file },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
  ];
}
