import { describe, expect, it } from 'vitest';
import { EVENTS } from '../shared/ipc.ts';
import { buildMenuTemplate, lockDownContents, permissionDecision, type MenuItemSpec, type WebContentsLike } from './windowPolicy.ts';

function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url?: string) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
  const contents = {
    setWindowOpenHandler: (handler: typeof openHandler) => void (openHandler = handler),
    on: (event: string, listener: (event: { preventDefault(): void }, url?: string) => void) => void listeners.set(event, listener),
  } as unknown as WebContentsLike;
  return { contents, listeners, open: (url: string) => openHandler?.({ url }) };
}

describe('window lock-down', () => {
  it('denies every new window and opens only https links in the system browser', async () => {
    const opened: string[] = [];
    const { contents, open } = fakeContents();
    lockDownContents(contents, { openExternal: async (url) => void opened.push(url) });
    for (const url of ['https://example.com/case', 'http://example.com', 'app://admin/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      expect(open(url)).toEqual({ action: 'deny' });
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(opened).toEqual(['https://example.com/case']);
  });

  it('prevents navigation, redirects and webviews', () => {
    const { contents, listeners } = fakeContents();
    lockDownContents(contents, { openExternal: async () => undefined });
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      let prevented = false;
      listeners.get(event)?.({ preventDefault: () => void (prevented = true) }, 'https://evil.com');
      expect(prevented, event).toBe(true);
    }
  });

  it('grants no permission but clipboard writing, and that only to app pages', () => {
    const isApp = (url: string) => url.startsWith('app://admin/');
    expect(permissionDecision('clipboard-sanitized-write', 'app://admin/index.html', isApp)).toBe(true);
    expect(permissionDecision('clipboard-sanitized-write', 'https://evil.com/', isApp)).toBe(false);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read', 'fullscreen', 'hid']) {
      expect(permissionDecision(permission, 'app://admin/index.html', isApp), permission).toBe(false);
    }
  });
});

describe('application menu', () => {
  const flatten = (items: MenuItemSpec[]): MenuItemSpec[] => items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);

  it('Refresh (Ctrl/Cmd+R and F5) asks the renderer to reload data; no menu item reloads the page', () => {
    const sent: string[] = [];
    const items = flatten(buildMenuTemplate({ isMac: false, appName: 'Agency Admin', dev: false, send: (event) => void sent.push(event) }));
    const refresh = items.filter((item) => item.label === 'Refresh');
    expect(refresh.map((item) => item.accelerator)).toEqual(['CmdOrCtrl+R', 'F5']);
    refresh.forEach((item) => item.click?.());
    expect(sent).toEqual([EVENTS.refresh, EVENTS.refresh]);
    expect(items.some((item) => item.role === 'reload' || item.role === 'forceReload' || item.role === 'toggleDevTools')).toBe(false);
    items.find((item) => item.label === 'Server Address…')?.click?.();
    expect(sent.at(-1)).toBe(EVENTS.configure);
  });

  it('has the app menu on macOS and developer tools only in development', () => {
    const mac = buildMenuTemplate({ isMac: true, appName: 'Agency Admin', dev: true, send: () => undefined });
    expect(mac[0].label).toBe('Agency Admin');
    expect(flatten(mac).some((item) => item.role === 'toggleDevTools')).toBe(true);
  });
});
