import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../api/test/smtp.ts';
import { findChromium, launchTestBrowser } from './chromium.ts';
import { field, waitForPath } from './see.ts';

/**
 * Browser-test harness: the REAL server (buildApp on a fresh SQLite file in a temp folder)
 * mailing a REAL SMTP server on loopback, serving the built bundle, driven by Debian Chromium.
 * One stack per test file; one browser context per test.
 */

const chromiumPath = findChromium();
const browserRequired = Boolean(process.env.CI) || process.env.REQUIRE_BROWSER === '1';
if (!chromiumPath) {
  const message = 'No Chromium found (set CHROMIUM_PATH or install /usr/bin/chromium): browser tests cannot run.';
  // Design §9: in CI, or when asked to, a missing browser is a failure, never a silent skip.
  if (browserRequired) throw new Error(message);
  console.warn(`\n${'!'.repeat(80)}\n!!! ${message}\n!!! SKIPPING every browser test in this file.\n${'!'.repeat(80)}\n`);
}

/** `describe` when a browser exists, `describe.skip` (after the loud warning above) otherwise. */
export const describeInBrowser = chromiumPath ? describe : describe.skip;

export interface ServerClock {
  readonly now: number;
  advance(ms: number): void;
}

export interface Stack {
  /** The server itself, for tests that change content the way staff would (then clear its cache). */
  app: FastifyInstance;
  baseUrl: string;
  smtp: TestSmtpServer;
  browser: Browser;
  /** The server's clock: tests move it instead of waiting (the browser keeps real time). */
  clock: ServerClock;
  openPage(options?: BrowserContextOptions): Promise<TestPage>;
  close(): Promise<void>;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-e2e-'));
  const smtp = await startSmtpServer();
  // The server clock follows real time, plus whatever the test skipped ahead.
  let skipped = 0;
  const clock: ServerClock = {
    get now() {
      return Date.now() + skipped;
    },
    advance(ms) {
      skipped += ms;
    },
  };
  // A private copy of the bundle: a rebuild of dist/web during the run (other test runs in the same
  // tree rebuild it) must not pull hashed chunks from under this server.
  const webRoot = join(dataDir, 'web');
  cpSync(resolve(import.meta.dirname, '../../dist/web'), webRoot, { recursive: true });
  // The prerendering bundle, where the server looks for it: beside the web root.
  cpSync(resolve(import.meta.dirname, '../../dist/server'), join(dataDir, 'server'), { recursive: true });
  const app = await buildApp({
    dataDir,
    smtpUrl: smtp.url,
    webRoot,
    now: () => clock.now,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const testBrowser = await launchTestBrowser(chromiumPath, baseUrl);

  async function openPage(options: BrowserContextOptions = {}): Promise<TestPage> {
    const context = await testBrowser.newContext(options);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      errors.push(`${message.text()} [${message.location().url}]`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, context, errors };
  }

  return {
    app,
    baseUrl,
    smtp,
    browser: testBrowser.browser,
    clock,
    openPage,
    async close() {
      await testBrowser.close();
      await app.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A unique address per test, so OTP limits and verification state never leak between tests. */
export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Waits for the next code mailed to `email` after `sinceIndex` and returns its 6 digits. */
export async function readCode(smtp: TestSmtpServer, email: string, sinceIndex = 0): Promise<string> {
  const isCodeMail = (mail: ReceivedMail) =>
    smtp.messages.indexOf(mail) >= sinceIndex && mail.to.includes(email.toLowerCase()) && /\b\d{6}\b/.test(mail.text);
  const mail = await smtp.waitForMail(isCodeMail, 15_000);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in mail "${mail.subject}"`);
  return code;
}

/** A 6-digit code different from `code` (for the wrong-code test). */
export const otherCode = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * Opens a page and waits until React owns it. A prerendered page shows its text before its
 * timers exist, so a test that moves a fake clock must start after this.
 */
export async function gotoLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Starts a stack before the tests of the calling block and closes it after them. */
export function withStack<S extends { close(): Promise<void> }>(start: () => Promise<S>, use: (stack: S) => void): void {
  let started: S | undefined;
  beforeAll(async () => {
    started = await start();
    use(started);
  });
  afterAll(async () => {
    await started?.close();
  });
}

/**
 * Proves `email` for the quote form the way a visitor sent to /verify-otp does: the mailed code
 * typed on that page, which then opens the quote form with ?verified=.
 */
export async function verifyForQuote(stack: Stack, page: Page, email: string, name: string): Promise<void> {
  await page.request.post('/api/send-otp', { data: { email, name, type: 'quote' } });
  const code = await readCode(stack.smtp, email);
  await page.goto(`/verify-otp?email=${encodeURIComponent(email)}&type=quote`);
  await field(page, '6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await waitForPath(page, `/get-started?verified=${encodeURIComponent(email)}`);
}
