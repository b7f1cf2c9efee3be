import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build as electronViteBuild } from 'electron-vite';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build as viteBuild, type Rolldown } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { ensureAdmin } from '../../api/services/admins.ts';
import { createAdminClient } from '../../desktop/main/apiClient.ts';
import { createAppProtocolHandler } from '../../desktop/main/appProtocol.ts';
import { registerIpcHandlers, type DialogLike, type InvokeHandler } from '../../desktop/main/ipcHandlers.ts';
import { createSettingsStore } from '../../desktop/main/settings.ts';
import { createTokenVault } from '../../desktop/main/tokenVault.ts';
import { EVENTS } from '../../desktop/shared/ipc.ts';
import { fakeIpcMain, fakeSafeStorage, mapKeychain } from '../../desktop/test/fakes.ts';
import { describeInBrowser } from './harness.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

/**
 * The desktop app's renderer as electron-vite builds it, in Chromium, with the preload bridge
 * (the real createBridge) backed in-process by the REAL main-process handlers, which call the
 * REAL API server (buildApp on a temp folder). Only what needs the Electron binary is faked:
 * the keychain (a Map), safeStorage, and the file dialogs (they answer chosen paths). The
 * page is served by the app's real protocol handler at http://admin/ (Chromium cannot load a
 * custom scheme without Electron), so the handlers here admit that origin instead of app://admin.
 */

const root = resolve(import.meta.dirname, '../..');
const PAGE_ORIGIN = 'http://admin';
const ADMIN = { email: 'desk@agency.test', password: 'desk password 123' };

let app: FastifyInstance;
let apiBase: string;
let dataDir: string;
let work: string;
let browser: Browser;
let bridgeScript: string;

beforeAll(async () => {
  // The same build as `npm run desktop:build`: main, preload and renderer into out/.
  await electronViteBuild({ configFile: join(root, 'electron.vite.config.ts'), logLevel: 'warn' });
  // The real preload bridge, bundled for the page (the built preload itself needs Electron's ipcRenderer).
  const bundled = (await viteBuild({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, minify: false, lib: { entry: join(root, 'desktop/test/pageBridge.ts'), formats: ['iife'], name: 'pageBridge' } },
  })) as Rolldown.RolldownOutput[];
  bridgeScript = bundled[0].output[0].code;

  dataDir = mkdtempSync(join(tmpdir(), 'desktop-e2e-api-'));
  work = mkdtempSync(join(tmpdir(), 'desktop-e2e-user-'));
  app = await buildApp({ dataDir });
  await ensureAdmin(app.db, ADMIN, { info: () => undefined, warn: () => undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const chromiumPath = findChromium();
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  for (const dir of [dataDir, work]) if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Desktop {
  page: Page;
  keychain: ReturnType<typeof mapKeychain>;
  dialogAnswers: { open?: string[]; save?: string };
  /** What each native open dialog was asked to allow, in order. */
  openDialogs: Parameters<DialogLike['showOpenDialog']>[0][];
  errors: string[];
  send(channel: string, payload?: unknown): Promise<void>;
}

/** A fresh "app start": new userData folder, keychain and window. */
async function startDesktop(options: { keychainAnswers?: boolean } = {}): Promise<Desktop> {
  let send: Desktop['send'] = async () => undefined;
  const userData = mkdtempSync(join(work, 'userData-'));
  const settings = createSettingsStore(join(userData, 'settings.json'));
  const keychain = mapKeychain(options.keychainAnswers === false);
  const vault = createTokenVault({
    keychain,
    safeStorage: fakeSafeStorage(),
    service: 'Agency Admin',
    fallbackFile: join(userData, 'tokens.json'),
    // As main/index.ts does: the notice goes to the window as an event.
    notify: (message) => void send(EVENTS.notice, message).catch(() => undefined),
  });
  const dialogAnswers: Desktop['dialogAnswers'] = {};
  const openDialogs: Desktop['openDialogs'] = [];
  const dialog: DialogLike = {
    showOpenDialog: async (options) => (openDialogs.push(options), { canceled: !dialogAnswers.open, filePaths: dialogAnswers.open ?? [] }),
    showSaveDialog: async () => ({ canceled: !dialogAnswers.save, filePath: dialogAnswers.save }),
    // The staff member confirms the server they typed (the question itself: desktop/main tests).
    showMessageBox: async () => ({ response: 0 }),
  };
  const handlers: Record<string, InvokeHandler> = registerIpcHandlers({
    ipcMain: fakeIpcMain(),
    dialog,
    shell: { openExternal: async () => undefined },
    client: createAdminClient({ apiBase: () => settings.read().apiBase ?? '', vault }),
    settings,
    downloadsDir: work,
    allowedOrigins: [PAGE_ORIGIN],
  });

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // COOP needs a trustworthy origin: app:// is one in Electron (registered secure), http://admin here is not.
    if (message.type() === 'error' && !message.text().startsWith('The Cross-Origin-Opener-Policy header has been ignored')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  send = async (channel: string, payload?: unknown) => {
    await page.evaluate(([c, p]) => (window as unknown as { __desktopDispatch(c: unknown, p: unknown): void }).__desktopDispatch(c, p), [channel, payload] as const);
  };
  // The page reaches nothing but the app protocol: every other request is refused.
  const serve = createAppProtocolHandler(join(root, 'out/renderer'));
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (!url.startsWith(`${PAGE_ORIGIN}/`)) return route.abort('blockedbyclient');
    const response = await serve(new Request(url, { method: route.request().method() }));
    await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) });
  });
  await context.exposeBinding('__desktopInvoke', async (source, channel: string, ...args: unknown[]) => {
    const handler = handlers[channel];
    if (!handler) return { ok: false, status: 400, message: 'unknown channel' };
    return handler(
      {
        senderFrame: { url: source.frame.url(), parent: source.frame.parentFrame() },
        sender: { send: (event, payload) => void send(event, payload).catch(() => undefined) },
      },
      ...args,
    );
  });
  await context.addInitScript({ content: bridgeScript });
  await page.goto(`${PAGE_ORIGIN}/index.html`);
  return { page, keychain, dialogAnswers, openDialogs, errors, send };
}

/** First-run server choice, then the shared admin's login form. */
async function connectAndSignIn(page: Page, server: string) {
  await page.getByLabel('Server address').fill(server);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

async function openTab(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label, exact: true }).waitFor();
}

const notice = (page: Page, text: string | RegExp) => page.locator('.adm-notice').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });

describeInBrowser('desktop renderer in Chromium over the real main-process handlers', () => {
  it('chooses the server, signs in with the token kept in the keychain, lists projects, exports a CSV and uploads a file', async () => {
    const desktop = await startDesktop();
    const { page, keychain } = desktop;

    // First run: the server address, then the login screen of the shared admin.
    await page.getByRole('heading', { name: 'Connect to your website' }).waitFor();
    expect(await page.getByLabel('Server address').inputValue()).toBe('http://localhost:3000');
    // Any address on the server will do: the app keeps its origin.
    await connectAndSignIn(page, `${apiBase}/admin`);

    // The token is in the keychain under the API origin, and nowhere in the page.
    const token = keychain.entries.get(`Agency Admin|${apiBase}`);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const pageState = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie, html: document.documentElement.outerHTML }));
    expect(pageState).not.toContain(token as string);

    // Projects: the seeded list comes through IPC → main → HTTP.
    await openTab(page, 'Projects');
    await page.getByText('Marble Rocks Tourism Portal').first().waitFor();

    // Menu Refresh reloads the data without reloading the page.
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/projects',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        title: 'Desktop Refresh Check',
        description: 'Added behind the app’s back to prove Refresh reloads.',
        liveUrl: 'https://example.com',
        github: '',
        image: '',
        category: 'web',
        technologies: ['React'],
        featured: false,
        status: 'active',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await expect.poll(() => page.getByRole('button', { name: 'Refresh', exact: true }).isEnabled()).toBe(true);
    await desktop.send(EVENTS.refresh);
    await page.getByText('Desktop Refresh Check').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);

    // Settings > Export contacts: saved by the main process where the save dialog said.
    const csvPath = join(work, 'exported contacts.csv');
    desktop.dialogAnswers.save = csvPath;
    await openTab(page, 'Settings');
    await page.getByRole('button', { name: 'Export contacts (CSV)' }).click();
    await notice(page, 'Contacts exported');
    const csv = readFileSync(csvPath, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toMatch(/name/i);

    // A save the main process cannot write is reported in the UI, and leaves nothing behind.
    desktop.dialogAnswers.save = join(work, 'no such folder', 'quotes.csv');
    await page.getByRole('button', { name: 'Export quotes (CSV)' }).click();
    await notice(page, /Failed to export quotes/);
    expect(existsSync(join(work, 'no such folder'))).toBe(false);

    // People > Export data: one person's data, saved by the main process where the save dialog said.
    const personPath = join(work, 'personal data.json');
    desktop.dialogAnswers.save = personPath;
    await openTab(page, 'People');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('button', { name: 'Export data (JSON)' }).click();
    await notice(page, 'Data of someone@example.com exported');
    expect(JSON.parse(readFileSync(personPath, 'utf8'))).toMatchObject({ email: 'someone@example.com', quoteRequests: [] });

    // Files: the native picker's file is streamed to the API by the main process.
    const png = join(work, 'brand-logo.png');
    writeFileSync(
      png,
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
    );
    desktop.dialogAnswers.open = [png];
    await openTab(page, 'Files');
    await page.getByRole('button', { name: 'Choose files…' }).click();
    await notice(page, 'File uploaded successfully!');
    await page.getByText('brand-logo.png').first().waitFor();
    const stored = readdirSync(join(dataDir, 'uploads'));
    expect(stored.some((name) => readFileSync(join(dataDir, 'uploads', name)).equals(readFileSync(png)))).toBe(true);

    // A project image in one step: the native picker again, and the field keeps a site-relative URL.
    await openTab(page, 'Projects');
    await page.getByRole('button', { name: 'Add New' }).click();
    const form = page.getByRole('dialog', { name: 'Add Project' });
    await form.getByRole('button', { name: 'Upload image' }).click();
    await notice(page, 'brand-logo.png uploaded');
    await expect.poll(() => form.getByRole('textbox', { name: 'Image', exact: true }).inputValue()).toMatch(/^\/uploads\/[\w-]+\.png$/);
    // Files took several at once; the image field's picker takes one.
    expect(desktop.openDialogs.map((options) => options.properties)).toEqual([['openFile', 'multiSelections'], ['openFile']]);
    await page.keyboard.press('Escape');

    // Insights: the Markdown editor under the app's page policy, a picture through the native
    // picker into the text, and the server's preview beside it.
    await openTab(page, 'Insights');
    await page.getByRole('button', { name: 'New post' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Written in the desktop app');
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).click();
    await page.keyboard.type('## From the desktop\n\nPlain **words**.\n');
    await page.getByRole('button', { name: 'Insert picture' }).click();
    await notice(page, 'brand-logo.png uploaded');
    await page.keyboard.type('Our logo');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { level: 2, name: 'From the desktop' }).waitFor();
    // The server is plain http here: the page policy (https: only) would block the picture, so its description stands in.
    await preview.getByText('[Picture: Our logo]').waitFor();
    await page.getByText(/^Saved /).waitFor({ timeout: 15_000 });
    const post = await app.db.selectFrom('posts').select(['body', 'status']).where('title', '=', 'Written in the desktop app').executeTakeFirstOrThrow();
    expect(post.status).toBe('draft');
    expect(post.body).toMatch(/^## From the desktop\n\nPlain \*\*words\*\*\.\n\n!\[Our logo\]\(\/uploads\/[\w-]+\.png\)/);

    // A page that forges calls gets refused by the main process, not served.
    const forged = await page.evaluate(async () => {
      const bridge = (window as unknown as { adminDesktop: { request(m: string, p: string): Promise<unknown> } }).adminDesktop;
      return Promise.all([bridge.request('GET', '/api/admin/../health'), bridge.request('GET', '//evil.com/api/admin'), bridge.request('POST', '/api/admin/login')]);
    });
    expect(forged).toEqual([
      { ok: false, status: 400, message: 'Path refused' },
      { ok: false, status: 400, message: 'Path refused' },
      { ok: false, status: 400, message: 'Use the login and logout calls' },
    ]);

    // Logout deletes the token from the keychain and returns to the login screen.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(keychain.entries.size).toBe(0);
    expect(desktop.errors).toEqual([]);
  });

  it('a new start remembers the server and the session; a revoked token returns to the login screen', async () => {
    const desktop = await startDesktop();
    await connectAndSignIn(desktop.page, apiBase);

    // The open tab is in the URL (a hash route in the app), so a reload keeps it, and Back works.
    await openTab(desktop.page, 'Quotes');
    await openTab(desktop.page, 'Projects');
    expect(new URL(desktop.page.url()).hash).toBe('#/admin/projects');
    await desktop.page.reload();
    await desktop.page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await desktop.page.goBack();
    await desktop.page.getByRole('heading', { level: 1, name: 'Quotes' }).waitFor();

    // Reload = a new start of the renderer: no server question, still signed in (token in the keychain).
    await openTab(desktop.page, 'Dashboard');
    await desktop.page.reload();
    await desktop.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The server ends the session (logout elsewhere revokes older tokens): the next call is a 401.
    const token = desktop.keychain.entries.get(`Agency Admin|${apiBase}`);
    // Menu Refresh, like the sidebar's button, is ignored while a load runs: wait for the first one.
    await expect.poll(() => desktop.page.getByRole('button', { name: 'Refresh', exact: true }).isEnabled()).toBe(true);
    await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
    await desktop.send(EVENTS.refresh);
    await desktop.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(desktop.keychain.entries.size).toBe(0);
  });

  it('says once, in the window, that the token is not in a keychain when none answers', async () => {
    const desktop = await startDesktop({ keychainAnswers: false });
    await connectAndSignIn(desktop.page, apiBase);
    await desktop.page.locator('.desk-notice').filter({ hasText: 'No system keychain answered' }).waitFor();
    expect(await desktop.page.locator('.desk-notice').count()).toBe(1);
  });
});
