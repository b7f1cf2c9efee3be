import { app, BrowserWindow, dialog, ipcMain, Menu, Notification, protocol, safeStorage, screen, session, shell, type MenuItemConstructorOptions } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENTS, type DesktopEvent } from '../shared/ipc.ts';
import { createAdminClient } from './apiClient.ts';
import { createAppProtocolHandler } from './appProtocol.ts';
import { registerIpcHandlers } from './ipcHandlers.ts';
import { showLeadInWindow, startLeadAlerts } from './leadAlerts.ts';
import { createSettingsStore, DEFAULT_API_BASE, restoreBounds } from './settings.ts';
import { createTokenVault, loadKeychain } from './tokenVault.ts';
import { APP_ORIGIN, APP_SCHEME } from './validate.ts';
import { buildMenuTemplate, lockDownContents, permissionDecision } from './windowPolicy.ts';

/**
 * The Electron main process: wires the injected modules to the real Electron APIs. Every
 * policy lives in those modules (tested with fakes); this file only connects them.
 */
const APP_NAME = 'Agency Admin';
const here = dirname(fileURLToPath(import.meta.url));
const devServer = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const allowedOrigins = devServer ? [APP_ORIGIN, new URL(devServer).origin] : [APP_ORIGIN];
const isAppUrl = (url: string) => {
  try {
    const parsed = new URL(url);
    return allowedOrigins.includes(`${parsed.protocol}//${parsed.host}`);
  } catch {
    return false;
  }
};

app.setName(APP_NAME);
app.enableSandbox();
// Before ready: app:// behaves like https (standard, secure origin) for the renderer.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  void start();
}

async function start() {
  await app.whenReady();
  const userData = app.getPath('userData');
  const settings = createSettingsStore(join(userData, 'settings.json'));
  let window: BrowserWindow | null = null;
  const send = (event: DesktopEvent, payload?: unknown) => window?.webContents.send(event, payload);
  // A notice raised before the page has loaded (keytar missing at start) waits for it.
  const pendingNotices: string[] = [];
  const notify = (message: string) => {
    if (window && !window.webContents.isLoading()) send(EVENTS.notice, message);
    else pendingNotices.push(message);
  };

  const vault = createTokenVault({
    keychain: await loadKeychain(),
    safeStorage,
    service: APP_NAME,
    fallbackFile: join(userData, 'session-tokens.json'),
    notify,
  });
  const client = createAdminClient({ apiBase: () => settings.read().apiBase ?? DEFAULT_API_BASE, vault });

  protocol.handle(APP_SCHEME, createAppProtocolHandler(join(here, '../renderer')));

  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionDecision(permission, details.requestingUrl, isAppUrl)),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, origin, details) =>
    permissionDecision(permission, details.requestingUrl ?? origin, isAppUrl),
  );
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, shell));

  const modal = () => window ?? BrowserWindow.getFocusedWindow();
  registerIpcHandlers({
    ipcMain,
    dialog: {
      showOpenDialog: (options) => {
        const parent = modal();
        return parent ? dialog.showOpenDialog(parent, options) : dialog.showOpenDialog(options);
      },
      showSaveDialog: (options) => {
        const parent = modal();
        return parent ? dialog.showSaveDialog(parent, options) : dialog.showSaveDialog(options);
      },
      showMessageBox: (options) => {
        const parent = modal();
        return parent ? dialog.showMessageBox(parent, options) : dialog.showMessageBox(options);
      },
    },
    shell,
    client,
    settings,
    downloadsDir: app.getPath('downloads'),
    allowedOrigins,
  });

  const template = buildMenuTemplate({ isMac: process.platform === 'darwin', appName: APP_NAME, dev: !app.isPackaged, send });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template as MenuItemConstructorOptions[]));

  const createWindow = () => {
    const saved = settings.read().window;
    const bounds = restoreBounds(saved, screen.getAllDisplays().map((display) => display.workArea));
    window = new BrowserWindow({
      ...bounds,
      minWidth: 900,
      minHeight: 600,
      show: false,
      title: APP_NAME,
      backgroundColor: '#f1f5f9',
      webPreferences: {
        preload: join(here, '../preload/index.cjs'),
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        webviewTag: false,
        navigateOnDragDrop: false,
        safeDialogs: true,
        // Middle-click must not open links in new windows behind the window-open handler's back.
        disableBlinkFeatures: 'Auxclick',
      },
    });
    if (saved?.maximized) window.maximize();
    window.once('ready-to-show', () => window?.show());
    window.webContents.on('did-finish-load', () => pendingNotices.splice(0).forEach((message) => send(EVENTS.notice, message)));
    window.on('close', () => {
      if (!window) return;
      settings.update({ window: { ...window.getNormalBounds(), maximized: window.isMaximized() } });
    });
    window.on('closed', () => {
      window = null;
    });
    void window.loadURL(devServer ?? `${APP_ORIGIN}/index.html`);
  };

  // New quotes and contacts as native notifications; a click brings the window up on that lead.
  if (Notification.isSupported()) {
    const windows = {
      current: () => window,
      create: () => {
        createWindow();
        return window!;
      },
    };
    const alerts = startLeadAlerts({
      client,
      createNotification: (options) => new Notification(options),
      openLead: (lead) => showLeadInWindow(windows, lead),
    });
    app.on('before-quit', () => alerts.stop());
  }

  app.on('second-instance', () => {
    if (!window) return createWindow();
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('activate', () => {
    if (!window) createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  createWindow();
}
