import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, gotoLive, startStack, type Stack, withStack } from './harness.ts';
import { see } from './see.ts';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** Whether React owns the element yet (hydration attaches its fiber to each DOM node). */
const hydrated = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/** Script files the page has requested so far, by name before the hash (Footer-AbC123.js: Footer). */
async function scriptsRequested(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(entry.name).pathname)?.[1])
      .filter((name): name is string => Boolean(name)),
  );
}

/**
 * Records, from before the first script runs, every layout shift and every time the footer's
 * server HTML loses a node: a lazily hydrated section must neither move nor flash.
 */
async function watchFooter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { shifts: 0, removals: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const footer = document.querySelector('footer')!;
      // A node taken out of the footer, or the footer itself taken off the page.
      new MutationObserver((records) => records.forEach((record) => (seen.removals += record.removedNodes.length))).observe(footer, {
        childList: true,
        subtree: true,
      });
      new MutationObserver((records) =>
        records.forEach((record) => (seen.removals += [...record.removedNodes].filter((node) => node === footer).length)),
      ).observe(footer.parentElement!, { childList: true });
    });
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: { shifts: number; removals: number } }).seen);

/** Issue 30: sections below the fold keep their server HTML and hydrate, on their own, when they near the viewport. */
describeInBrowser('sections hydrated when they near the viewport', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('leaves the footer and the featured projects out of the first download, then hydrates them in place, unchanged', async () => {
    const { page, errors } = await stack.openPage(PHONE);
    await watchFooter(page);
    await gotoLive(page, '/');
    await page.waitForLoadState('networkidle');
    const before = await page.locator('footer').evaluate((footer) => footer.outerHTML);
    const box = await page.locator('footer').boundingBox();
    expect(await scriptsRequested(page)).not.toContain('Footer');
    expect(await scriptsRequested(page)).not.toContain('ProjectGrid');
    expect(await hydrated(page, 'footer')).toBe(false);
    expect(await hydrated(page, 'h1')).toBe(true);

    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, 'footer')).toBe(true);
    await expect.poll(() => hydrated(page, '.project-grid')).toBe(true);
    expect(await scriptsRequested(page)).toEqual(expect.arrayContaining(['Footer', 'ProjectGrid']));
    // The same markup at the same place: React adopted the server's HTML, it did not redraw it.
    expect(await page.locator('footer').evaluate((footer) => footer.outerHTML)).toBe(before);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const after = await page.locator('footer').boundingBox();
    expect({ x: after!.x, width: after!.width, height: after!.height }).toEqual({ x: box!.x, width: box!.width, height: box!.height });
    expect(await seen(page)).toEqual({ shifts: 0, removals: 0 });

    // And it is live: the newsletter form answers.
    await page.getByLabel('Email address for the newsletter').fill(`lazy-footer-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await see(page, 'Successfully subscribed!');
    expect(errors).toEqual([]);
  });

  it('holds a tap that comes before the section’s code and replays it once the section is live', async () => {
    const { page, errors } = await stack.openPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The brochure section's code arrives only after the tap, however fast the machine.
    await page.route(/\/assets\/BrochureCta-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoLive(page, '/');
    const download = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/download/brochure');
    await page.getByRole('button', { name: 'Download Brochure' }).click();
    expect(await hydrated(page, '.cta-band--brochure')).toBe(false);
    release();
    await download;
    expect(errors).toEqual([]);
  });

  it('keeps a section that has not hydrated in place through a client navigation', async () => {
    const { page, errors } = await stack.openPage();
    await watchFooter(page);
    await gotoLive(page, '/');
    expect(await hydrated(page, 'footer')).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(/\/get-started$/);
    await see(page, 'Request a Quote');
    // Through the navigation React needed the footer (its router context changed): it hydrated
    // the server's HTML instead of replacing it.
    expect(await hydrated(page, 'footer')).toBe(true);
    expect((await seen(page)).removals).toBe(0);
    expect(errors).toEqual([]);
  });
});
