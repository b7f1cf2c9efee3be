import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../../api/app.ts';
import { ensureAdmin } from '../../api/services/admins.ts';
import { startSmtpServer, type TestSmtpServer } from '../../api/test/smtp.ts';
import { findChromium, launchTestBrowser } from './chromium.ts';

/**
 * The admin's browser-test stack: the REAL server (buildApp on a temp SQLite file) with a staff
 * account made by the server's own ensureAdmin, a REAL SMTP server, and Chromium. It differs
 * from harness.ts's stack in exposing the app (to create the admin, to seed leads) and its clock.
 * Skipping when Chromium is missing is decided by harness.ts's describeInBrowser.
 */

export const ADMIN_EMAIL = 'staff@agency.test';
export const ADMIN_PASSWORD = 'correct horse battery staple';

const chromiumPath = findChromium();

export interface AdminStack {
  app: FastifyInstance;
  baseUrl: string;
  smtp: TestSmtpServer;
  /** Moves the server's clock forward (token expiry) while the browser keeps real time. */
  advanceClock(ms: number): void;
  /** A fresh browser context and page (a phone with PHONE); dialogs (delete confirmations) are accepted. */
  openPage(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

export async function startAdminStack(options: Partial<AppOptions> = {}): Promise<AdminStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-admin-e2e-'));
  const smtp = await startSmtpServer();
  let skipped = 0;
  const now = () => Date.now() + skipped;
  const app = await buildApp({
    dataDir,
    smtpUrl: smtp.url,
    webRoot: resolve(import.meta.dirname, '../../dist/web'),
    now,
    outbox: { pollMs: 50, retryBaseMs: 20 },
    // Campaign mails are paced; a test does not wait a minute for its second mail.
    campaigns: { ratePerMinute: 600 },
    ...options,
  });
  await ensureAdmin(app.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { info: () => undefined, warn: () => undefined }, now());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const testBrowser = await launchTestBrowser(chromiumPath, baseUrl);

  return {
    app,
    baseUrl,
    smtp,
    advanceClock: (ms) => {
      skipped += ms;
    },
    async openPage(options = {}) {
      const page = await (await testBrowser.newContext(options)).newPage();
      page.on('dialog', (dialog) => void dialog.accept());
      return page;
    },
    async close() {
      await testBrowser.close();
      await app.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A 390 px wide phone, for the dashboard's phone layout. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Opens /admin and signs in through the login form. */
export async function signIn(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Clicks a sidebar tab (opening the menu drawer first on a phone) and waits for its heading. */
export async function openTab(page: Page, label: string, heading = label): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/** Waits until a toast with this text appears in the status or alert region. */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.adm-notice').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** A public API list, read the way the public site reads it. */
export async function publicList<T>(baseUrl: string, path: string): Promise<T[]> {
  const response = await fetch(baseUrl + path);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

/** Fills labelled fields of the open dialog (text, textarea or select) and saves it. */
export async function fillDialogAndSave(page: Page, fields: Record<string, string>, save: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const [label, value] of Object.entries(fields)) {
    // By accessible name: the visible label's required marker is aria-hidden.
    const named = (role: 'textbox' | 'combobox' | 'spinbutton') => dialog.getByRole(role, { name: label, exact: true });
    const control = named('textbox').or(named('combobox')).or(named('spinbutton'));
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
  await dialog.getByRole('button', { name: save }).click();
}

/** Waits until the dialog has closed (a successful save closes it). */
export const dialogClosed = (page: Page) => page.getByRole('dialog').waitFor({ state: 'detached' });
