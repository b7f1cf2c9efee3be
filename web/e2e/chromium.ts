import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/**
 * Flags for Debian Chromium on this kind of machine (design §9): no sandbox when run as root,
 * and no background traffic, which a closed network refuses many times over.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, else Debian's or Ubuntu's Chromium; undefined when none is installed. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

/** What every external site (project previews) answers: tests never touch the internet. */
export const PREVIEW_STUB_HTML =
  '<!doctype html><html lang="en"><head><title>Client site</title></head><body><main><h1>Client site</h1></main></body></html>';

/**
 * Chromium for one test stack: each context opens pages of `baseUrl`, with service workers blocked
 * (they would hide requests from page.route; the offline test opts back in) and every other site
 * answered by PREVIEW_STUB_HTML. `close` ends the contexts, then the browser.
 */
export async function launchTestBrowser(executablePath: string | undefined, baseUrl: string) {
  const browser: Browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block', acceptDownloads: true, ...options });
      contexts.push(context);
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PREVIEW_STUB_HTML }),
      );
      return context;
    },
    async close(): Promise<void> {
      await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
      await browser.close();
    },
  };
}
