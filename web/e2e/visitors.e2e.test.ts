import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { defaultProjects } from '../../shared/content/projects.ts';
import { defaultSiteSettings } from '../../shared/content/site.ts';
import { writeSiteSettings } from '../../api/services/site-config.ts';
import { projectTable } from '../../api/services/content/project-table.ts';
import { describeInBrowser, gotoLive, startStack, type Stack } from './harness.ts';
import { see, waitForPath } from './see.ts';

/** Issue 16, the visitor's side: menus, pictures, project pages and calls to action, on both sizes. */
const SIZES: { name: string; options: BrowserContextOptions }[] = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } },
];

describeInBrowser('what a visitor meets', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const setLinks = async (links: typeof defaultSiteSettings.links) => {
    await writeSiteSettings(stack.app.db, { ...defaultSiteSettings, links }, new Date());
    stack.app.publicCache.clear();
  };

  it('phone: with a submenu open, tapping a link below it navigates and closes the menu', async () => {
    const { page, errors } = await stack.openPage(SIZES[1].options);
    await gotoLive(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const steps = [
      ['Services', 'Portfolio', '/portfolio', 'View Our Work'],
      ['Company', 'Contact', '/contact', 'Send us a message'],
      ['Services', 'Home', '/', 'Featured Projects'],
    ] as const;
    for (const [group, link, path, text] of steps) {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await nav.getByRole('button', { name: group }).tap();
      await nav.getByRole('link', { name: 'All Services' }).or(nav.getByRole('link', { name: 'About Us' })).first().waitFor();
      await nav.getByRole('link', { name: link, exact: true }).tap();
      await waitForPath(page, path);
      await see(page, text);
      await nav.waitFor({ state: 'hidden' });
    }
    // The link of the page already shown closes the menu too.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await nav.getByRole('link', { name: 'Home', exact: true }).tap();
    await nav.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('desktop: an open dropdown closes when another menu link is clicked, which navigates', async () => {
    const { page } = await stack.openPage(SIZES[0].options);
    await gotoLive(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'All Services' }).waitFor();
    await nav.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await waitForPath(page, '/portfolio');
    await nav.getByRole('link', { name: 'All Services' }).waitFor({ state: 'hidden' });
  });

  for (const { name, options } of SIZES) {
    it(`${name}: every project card shows its cover as a responsive picture that reserves its space`, async () => {
      const { page } = await stack.openPage(options);
      await gotoLive(page, '/portfolio');
      const cards = page.locator('.project-card');
      expect(await cards.count()).toBe(6);
      for (const card of await cards.all()) {
        const image = card.locator('img.project-picture');
        expect(await image.getAttribute('loading')).toBe('lazy');
        expect(await image.getAttribute('width')).toBe('1200');
        expect(await image.getAttribute('height')).toBe('750');
        expect(await card.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/-400\.avif 400w, .*-800\.avif 800w, .*-1200\.avif 1200w/);
        const box = card.locator('.preview');
        const before = await box.boundingBox();
        await card.scrollIntoViewIfNeeded();
        await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
        expect(await image.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/covers\/[a-z-]+-(400|800|1200)\.avif$/);
        expect((await box.boundingBox())?.height).toBeCloseTo(before!.height, 0);
        expect(before!.width / before!.height).toBeCloseTo(1.6, 1);
      }
    });

    it(`${name}: a project page opened directly looks as when reached by a click`, async () => {
      const { page } = await stack.openPage(options);
      await gotoLive(page, '/portfolio');
      await page.getByRole('link', { name: 'Gondwana Handloom Brand Identity' }).click();
      await page.getByRole('heading', { level: 1, name: 'Gondwana Handloom Brand Identity' }).waitFor();
      const measure = (target: Page) =>
        target.locator('.project-page .preview').evaluate((element) => {
          const { width, height } = element.getBoundingClientRect();
          return { width, height, ratio: getComputedStyle(element).aspectRatio, strip: getComputedStyle(element.querySelector('.preview__strip')!).position };
        });
      const clicked = await measure(page);
      const url = page.url();
      const direct = (await stack.openPage(options)).page;
      await gotoLive(direct, url);
      expect(await measure(direct)).toEqual(clicked);
      expect(clicked).toMatchObject({ ratio: '16 / 10', strip: 'absolute' });
      const image = direct.locator('.project-page img.project-picture');
      expect(await image.getAttribute('loading')).toBe('eager');
      await direct.waitForFunction((element) => (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    });

    it(`${name}: Get Started leads to the quote form; Schedule a Call dials, or opens the booking page`, async () => {
      await setLinks({ demoVideoUrl: '', bookingUrl: '' });
      const { page } = await stack.openPage(options);
      await gotoLive(page, '/');
      expect(await page.getByRole('button', { name: 'Watch Demo' }).count()).toBe(0);
      await page.locator('.home-hero').getByRole('link', { name: 'Get Started' }).click();
      await waitForPath(page, '/get-started');
      await see(page, 'Project Details');

      await page.goto('/services');
      expect(await page.getByRole('link', { name: 'Schedule a Call' }).getAttribute('href')).toBe('tel:+919826012345');
      await page.getByRole('link', { name: 'Start Your Project' }).click();
      await waitForPath(page, '/get-started');

      await setLinks({ demoVideoUrl: '', bookingUrl: 'https://cal.example/narmada' });
      await page.goto('/services');
      const booking = page.getByRole('link', { name: /Schedule a Call/ });
      expect(await booking.getAttribute('href')).toBe('https://cal.example/narmada');
      expect(await booking.getAttribute('target')).toBe('_blank');
    });

    it(`${name}: Watch Demo plays the video set in Settings`, async () => {
      await setLinks({ demoVideoUrl: 'https://videos.example/demo.webm', bookingUrl: '' });
      const { page } = await stack.openPage(options);
      const videoRequest = page.waitForRequest('https://videos.example/demo.webm');
      await gotoLive(page, '/');
      await page.getByRole('button', { name: 'Watch Demo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Demo video' });
      await dialog.waitFor();
      expect(await dialog.locator('video').getAttribute('src')).toBe('https://videos.example/demo.webm');
      await videoRequest;
      await dialog.getByRole('button', { name: 'Close video' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await setLinks({ demoVideoUrl: '', bookingUrl: '' });
    });
  }

  for (const { name, options } of SIZES) {
    it(`${name}: the offline banner follows the connection and the offline page keeps the last settings`, async () => {
      await writeSiteSettings(stack.app.db, { ...defaultSiteSettings, contactInfo: { ...defaultSiteSettings.contactInfo, phone: '+91 70000 11111' } }, new Date());
      stack.app.publicCache.clear();
      const { page, context } = await stack.openPage(options);
      await gotoLive(page, '/');
      await context.setOffline(true);
      await see(page, 'Backend Offline');
      await context.setOffline(false);
      await page.getByText('Backend Offline').waitFor({ state: 'hidden', timeout: 15_000 });

      // Calls that stop getting answers raise it too; it leaves once the server answers again.
      await page.route('**/api/**', (route) => route.abort());
      await page.getByRole('textbox', { name: 'Email address for the newsletter' }).fill('reader@example.com');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await see(page, 'Backend Offline');
      await page.unroute('**/api/**');
      await page.getByText('Backend Offline').waitFor({ state: 'hidden', timeout: 15_000 });

      // The app shell, as the offline copy serves it, with no API: the phone last received.
      await page.route('**/api/**', (route) => route.abort());
      await page.route((url) => url.pathname === '/contact', async (route) => route.fulfill({ response: await route.fetch({ url: `${stack.baseUrl}/index.html` }) }));
      await page.goto('/contact');
      await see(page, 'Backend Offline');
      await see(page, '+91 70000 11111');
      await writeSiteSettings(stack.app.db, defaultSiteSettings, new Date());
      stack.app.publicCache.clear();
    });
  }

  it('offers no Load More Projects when the six featured projects are all there is (desktop and phone)', async () => {
    for (const { options } of SIZES) {
      const { page } = await stack.openPage(options);
      const counted = page.waitForResponse((response) => /\/api\/projects\?limit=1&offset=0$/.test(response.url()));
      for (const path of ['/', '/portfolio']) {
        await gotoLive(page, path);
        // The grid's code (which asks for the total) loads as the visitor nears it.
        await page.locator('.project-card').last().scrollIntoViewIfNeeded();
        if (path === '/') expect((await (await counted).json()).total).toBe(6);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('.project-card').count()).toBe(6);
        expect(await page.getByRole('button', { name: 'Load More Projects' }).count(), path).toBe(0);
      }
    }
  });

  it('Load More Projects loads the next pages of projects until there are no more (desktop and phone)', async () => {
    for (let i = 0; i < 8; i += 1) {
      await projectTable.create(stack.app.db, { ...defaultProjects[i % 6], title: `Archive project ${i + 1}`, featured: false }, new Date(Date.now() + i * 1000));
    }
    stack.app.publicCache.clear();
    for (const { options } of SIZES) {
      const { page } = await stack.openPage(options);
      await gotoLive(page, '/');
      const cards = page.locator('.project-card');
      expect(await cards.count()).toBe(6);
      await cards.last().scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Load More Projects' }).click();
      await page.getByRole('link', { name: 'Archive project 3' }).waitFor();
      expect(await cards.count()).toBe(12);
      await page.getByRole('button', { name: 'Load More Projects' }).click();
      await page.getByRole('link', { name: 'Archive project 1', exact: true }).waitFor();
      // 8 archive projects + 6 featured, each shown once; then nothing more to load.
      expect(await cards.count()).toBe(14);
      await page.getByRole('button', { name: 'Load More Projects' }).waitFor({ state: 'detached' });
    }
  });
});
