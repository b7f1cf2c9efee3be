import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, gotoLive, startStack, type Stack } from './harness.ts';
import { notSee, see, waitForPath } from './see.ts';
import { SITE_ROUTES } from '../../shared/site-routes.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A test run at a desktop's width and a phone's. */
const BOTH_WIDTHS = [
  ['desktop', {}],
  ['phone', PHONE],
] as const;

const contrastViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()).violations.flatMap((v) => v.nodes.map((node) => node.target.join(' ')));

/** The code of the portfolio's sections that hydrate as they near the viewport (PortfolioPage.tsx: lazySection), by chunk name. */
const SKIPPED_SECTIONS_CODE = /\/assets\/(?:TechStack|ProcessSteps)-[\w-]+\.js$/;

declare global {
  interface Window {
    /** Whether "Loading…" took the page's place since watchForLoading. */
    loadingShown?: boolean;
  }
}

/** From now on, notes in window.loadingShown whether "Loading…" shows in the page's place, even for a frame. */
const watchForLoading = (page: Page) =>
  page.evaluate(() => {
    window.loadingShown = false;
    const main = document.querySelector('main')!;
    new MutationObserver(() => void (main.textContent?.includes('Loading…') && (window.loadingShown = true))).observe(main, { subtree: true, childList: true, characterData: true });
  });

/**
 * How far from its place the visitor may find the card they left from after Back: a pixel of
 * rounding. A restore that failed lands thousands of pixels away; a part above the card whose
 * height changes while the visitor is away (a hero word that wraps) puts it a line or more off.
 */
const PLACE_TOLERANCE_PX = 1;

/** How far the page is scrolled from `y` now. */
const offFrom = (page: Page, y: number) => page.evaluate((place) => Math.abs(Math.round(window.scrollY) - place), y);

/** Scrolls the portfolio, opened, down to its last project and opens it; returns where the visitor was. */
async function leaveFromTheLastProject(page: Page): Promise<number> {
  await gotoLive(page, '/portfolio');
  const card = page.locator('.project-card').last();
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  // Read in the same task as the tap, so the place is the one the visitor left from.
  const before = await card.locator('.project-card__link').evaluate((link: HTMLAnchorElement) => {
    const y = Math.round(window.scrollY);
    link.click();
    return y;
  });
  expect(before).toBeGreaterThan(1000);
  await page.waitForURL((url) => url.pathname.startsWith('/projects/'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  return before;
}

/** Item 6: readable buttons on every band, tech logos on their page only, headings in scale, Back keeps the place. */
describeInBrowser('polish a visitor notices', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => stack?.close());

  it.each(BOTH_WIDTHS)('%s: buttons and text on every blue band pass axe colour contrast', async (_size, options) => {
    const { page } = await stack.openPage(options);
    for (const path of ['/', '/services', '/portfolio', '/about', '/get-started']) {
      await gotoLive(page, path);
      expect(await contrastViolations(page), path).toEqual([]);
    }
  });

  it('shows tech stack logos on the portfolio page, and no other page fetches them', async () => {
    const { page } = await stack.openPage();
    const icons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/tech-icons/')) icons.push(new URL(request.url()).pathname);
    });
    await gotoLive(page, '/');
    await page.goto('/services');
    expect(icons).toEqual([]);
    await gotoLive(page, '/portfolio');
    await page.getByRole('button', { name: 'Pause animation' }).click();
    const react = page.locator('.tech-row__list:not([aria-hidden]) .tech-chip').filter({ hasText: /^React$/ });
    await react.scrollIntoViewIfNeeded();
    const logo = react.locator('img.tech-icon');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await logo.getAttribute('src')).toBe('/tech-icons/react.webp');
    // A technology whose mark is not in the icon set shows its initial instead of a broken image.
    await page.locator('.tech-chip').filter({ hasText: 'AWS' }).first().locator('.tech-icon--letter', { hasText: 'A' }).waitFor();
  });

  it('titles each /services/<slug> page as its own, in the served HTML and after navigation (issue 27 item 10)', async () => {
    const slugs = SITE_ROUTES.filter((route) => route.path.startsWith('/services/'));
    const { page } = await stack.openPage();
    const titles: string[] = [];
    for (const route of slugs) {
      const html = await (await fetch(`${stack.baseUrl}${route.path}`)).text();
      const served = /<title>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, '&') ?? '';
      expect(served.startsWith(route.title), `${route.path}: ${served}`).toBe(true);
      await gotoLive(page, route.path);
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(slugs.length);
  });

  it("opens a project card's '+N more' technologies in place (issue 27 item 10)", async () => {
    const { page } = await stack.openPage(PHONE);
    await gotoLive(page, '/portfolio');
    const more = page.getByRole('button', { name: /^Show \d+ more technologies$/ }).first();
    const hidden = Number(/\d+/.exec((await more.getAttribute('aria-label')) ?? '')?.[0]);
    // The card, held by a mark of its own: the button that found it goes with the click.
    await more.evaluate((button) => button.closest('article')?.setAttribute('data-probe', 'more'));
    const tags = page.locator('article[data-probe="more"]').getByRole('list', { name: 'Technologies' }).getByRole('listitem');
    const before = await tags.count();
    await more.click();
    // The '+N more' item gives way to the N it stood for.
    await expect.poll(() => tags.count()).toBe(before - 1 + hidden);
  });

  it('sizes the sitemap group headings like the other card titles', async () => {
    const { page } = await stack.openPage();
    await page.goto('/sitemap');
    const heading = await page.getByRole('heading', { name: 'Main Pages' }).evaluate((element) => getComputedStyle(element).fontSize);
    await page.goto('/about');
    const cardTitle = await page.locator('.card h3').first().evaluate((element) => getComputedStyle(element).fontSize);
    expect(heading).toBe(cardTitle);
  });

  it.each(BOTH_WIDTHS)('%s: the portfolio hero keeps its height while its word rotates, so nothing below it moves', async (_size, options) => {
    const { page } = await stack.openPage(options);
    await page.clock.install();
    await gotoLive(page, '/portfolio');
    const word = page.locator('.rotating-word');
    const heroHeight = () => page.locator('.page-hero').evaluate((hero) => hero.getBoundingClientRect().height);
    const shown = new Map<string, number>([[(await word.textContent()) ?? '', await heroHeight()]]);
    // Every word of the four, a step of the clock at a time (the timer starts once the page hydrated).
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        shown.set((await word.textContent()) ?? '', await heroHeight());
        return shown.size;
      }, { timeout: 20_000 })
      .toBe(4);
    expect(new Set(shown.values()), JSON.stringify(Object.fromEntries(shown))).toHaveLength(1);
  });

  it.each(BOTH_WIDTHS)('%s: the testimonial carousel keeps its height from one testimonial to the next, so its buttons stay under the finger', async (_size, options) => {
    const { page } = await stack.openPage(options);
    await gotoLive(page, '/testimonials');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const slide = carousel.getByRole('group');
    const heights = new Map<string, number>();
    for (let dot = 1; dot <= 4; dot += 1) {
      await carousel.getByRole('button', { name: `Show testimonial ${dot}` }).click();
      await expect.poll(() => slide.getAttribute('aria-label')).toBe(`${dot} of 4`);
      heights.set(`${dot} of 4`, await carousel.evaluate((region) => region.getBoundingClientRect().height));
    }
    expect(new Set(heights.values()), JSON.stringify(Object.fromEntries(heights))).toHaveLength(1);
  });

  it.each(BOTH_WIDTHS)('%s: Back returns to where the visitor was on the page, shown whole at once', async (_size, options) => {
    const { page } = await stack.openPage(options);
    const sectionCode = new Set<string>();
    page.on('response', (response) => void (SKIPPED_SECTIONS_CODE.test(response.url()) && sectionCode.add(response.url())));
    const before = await leaveFromTheLastProject(page);
    // The visitor reads the project a moment: the code of the sections they scrolled past (or
    // skipped) arrives meanwhile, and is run (a string: the test runner rewrites import() in code).
    await expect.poll(() => sectionCode.size, { message: 'the code of the sections skipped loads once the visitor leaves' }).toBe(2);
    await page.evaluate(`Promise.all(${JSON.stringify([...sectionCode])}.map((url) => import(url)))`);
    await watchForLoading(page);
    await page.goBack();
    await waitForPath(page, '/portfolio');
    await expect.poll(() => offFrom(page, before)).toBeLessThanOrEqual(PLACE_TOLERANCE_PX);
    expect(await page.evaluate(() => window.loadingShown)).toBe(false);
  });

  it.each(BOTH_WIDTHS)('%s: Back returns to where the visitor was even while part of the page is still loading', async (_size, options) => {
    const { page } = await stack.openPage(options);
    const held: Route[] = [];
    let holding = true;
    await page.route(SKIPPED_SECTIONS_CODE, (route) => (holding ? void held.push(route) : route.continue()));
    const before = await leaveFromTheLastProject(page);
    await page.goBack();
    await waitForPath(page, '/portfolio');
    // The page is short for now: its place is kept until the rest arrives.
    await see(page, 'Loading…');
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await notSee(page, 'Loading…');
    await expect.poll(() => offFrom(page, before)).toBeLessThanOrEqual(PLACE_TOLERANCE_PX);
  });
});
