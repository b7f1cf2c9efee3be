import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { describeInBrowser, gotoLive, startStack, type Stack, withStack } from './harness.ts';
import { notSee, see } from './see.ts';

const OFFLINE_TEXT = 'The website is running in offline mode with default content. Some features may be limited.';

/**
 * Polls that step the fake clock or wait for a smooth scroll: each step is a round trip to the
 * browser, so on a loaded 2-core machine the default 1 s is too few of them. The values expected stay exact.
 */
const STEPPING = { timeout: 10_000 };

describeInBrowser('fallbacks, previews, analytics and the app shell', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('shows the Backend Offline banner and the built-in content when the API is down', async () => {
    const { page } = await stack.openPage();
    await page.route('**/api/**', (route) => route.abort());
    await page.goto('/');
    await see(page, 'Backend Offline');
    await see(page, OFFLINE_TEXT);
    // Built-in configuration and the six built-in sample projects.
    await see(page, 'Leading Digital Agency in Jabalpur, Madhya Pradesh');
    await see(page, 'Marble Rocks Tourism Portal');
    await see(page, 'School Connect Parent App');
    // Nothing more can be loaded without the server: no button that would only fail.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Load More Projects' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Dismiss offline notice' }).click();
    await notSee(page, 'Backend Offline');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio', exact: true }).click();
    await see(page, 'All Projects');
    // Every built-in service, with its price in thousands.
    await page.goto('/services');
    for (const name of ['Web Development', 'Mobile App Development', 'UI/UX Design', 'SEO & Digital Marketing', 'E-commerce Solutions', 'Cloud Services']) {
      await page.getByRole('heading', { level: 3, name }).waitFor();
    }
    await see(page, '₹25K+');
    await see(page, '+3 more');
  });

  it('shows no banner when the backend answers', async () => {
    const { page } = await stack.openPage();
    await page.goto('/');
    await see(page, 'Featured Projects');
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Backend Offline').count()).toBe(0);
  });

  it('shows the empty state when the server has no featured projects', async () => {
    const { page } = await stack.openPage();
    // The plain app shell (as the offline copy serves it) fetches the projects itself; the
    // prerendered page with no featured projects is covered in prerender.e2e.test.ts.
    await page.route((url) => url.pathname === '/', async (route) => route.fulfill({ response: await route.fetch({ url: `${stack.baseUrl}/index.html` }) }));
    await page.route('**/api/projects?*', (route) => route.fulfill({ json: { success: true, data: [] } }));
    await page.goto('/');
    await see(page, 'No Projects Available');
    await see(page, 'Check back soon for our latest work');
    expect(await page.getByRole('button', { name: 'Load More Projects' }).count()).toBe(0);
  });

  it('shows the error page when bad data crashes a screen; Try Again reloads and Go Home leaves', async () => {
    const { page } = await stack.openPage();
    const broken = { _id: 'broken', name: 'Broken service', icon: 'Globe', category: 'web', features: [], pricing: null, order: 1 };
    // A prerendered /services page carries the server's list; a client navigation fetches it.
    const openServicesFromFooter = async () => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Web Development' }).click();
    };
    await page.route('**/api/services', (route) => route.fulfill({ json: { success: true, data: [broken] } }));
    await openServicesFromFooter();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();

    await page.unroute('**/api/services');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()]);
    await see(page, 'Our Services');
    await see(page, '₹10K+');

    await page.route('**/api/services', (route) => route.fulfill({ json: { success: true, data: [broken] } }));
    await openServicesFromFooter();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await see(page, /Leading Digital Agency in/);
  });

  it('previews a project live, hides the loading overlay 1.5 s after load, and falls back after 10 s', async () => {
    const { page } = await stack.openPage();
    await page.clock.install();
    // example.org never answers: its card must give up after 10 s. example.com answers at once.
    await page.route('https://example.org/**', () => undefined);
    await gotoLive(page, '/');
    const cards = page.locator('.project-card');
    const answering = cards.filter({ hasText: 'Marble Rocks Tourism Portal' });
    const silent = cards.filter({ hasText: 'CityCare Clinic Appointments' });
    const noUrl = cards.filter({ hasText: 'Kisan Mandi Price Tracker' });
    // Previews start when their card nears the viewport: freeze time first, then scroll there.
    await see(page, 'Featured Projects');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

    await answering.scrollIntoViewIfNeeded();
    await silent.scrollIntoViewIfNeeded();
    // Frames start once scrolling has settled for 300 ms, and their code loads on demand: step
    // time in small steps until both are there, so their own timers start near a known moment.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.locator('.project-card iframe').count();
      }, STEPPING)
      .toBeGreaterThanOrEqual(2);
    await silent.locator('iframe').waitFor({ state: 'attached' });
    await answering.frameLocator('iframe').getByRole('heading', { name: 'Client site' }).waitFor();
    expect(await answering.locator('iframe').getAttribute('sandbox')).toBeTruthy();
    // The frame loads while the server's check is under way; the overlay shows once it said yes.
    await answering.getByText('Loading preview').waitFor();
    await page.clock.runFor(1_600);
    await answering.getByText('Loading preview').waitFor({ state: 'detached' });
    // A loaded preview keeps a visible way out to the live site.
    expect(await answering.getByRole('link', { name: /View Live Site/ }).isVisible()).toBe(true);

    await see(page, 'No live URL available');
    expect(await noUrl.locator('iframe').count()).toBe(0);

    // 1.6 s + 7.4 s: still waiting for the silent site; at 10 s it gives up.
    await page.clock.runFor(7_400);
    expect(await silent.getByText('Loading preview').isVisible()).toBe(true);
    await page.clock.runFor(1_200);
    const link = silent.getByRole('link', { name: /View Live Site/ });
    await link.waitFor();
    await silent.getByText('Live Preview').waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.getAttribute('href')).toBe('https://example.org/');
    // First three technologies, then the count of the rest.
    await answering.getByText('+2').waitFor();
  });

  it('downloads the brochure as a PDF, and opens the static file when the download fails', async () => {
    const { page, context } = await stack.openPage();
    await page.goto('/');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Brochure' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('services-and-pricing.pdf');
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

    await page.route('**/api/download/brochure', (route) => route.abort());
    // The static copy opens in a new tab (headless Chromium may hand the PDF to its downloads).
    const [staticRequest] = await Promise.all([
      context.waitForEvent('request', (request) => request.url().endsWith('/brochure/services-and-pricing.pdf')),
      page.getByRole('button', { name: 'Download Brochure' }).click(),
    ]);
    expect(staticRequest.isNavigationRequest()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('reports a page view per route change and web vitals with sendBeacon', async () => {
    const { page } = await stack.openPage();
    const beacons: unknown[] = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/api/visitors') && request.method() === 'POST') {
        expect(request.headers()['content-type']).toBe('application/json');
        beacons.push(request.postDataJSON());
      }
    });
    await page.goto('/');
    await see(page, 'Featured Projects');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio', exact: true }).click();
    await see(page, 'All Projects');
    await expect.poll(() => beacons).toEqual(
      expect.arrayContaining([{ type: 'pageview', path: '/' }, { type: 'pageview', path: '/portfolio' }]),
    );
    // LCP and CLS are final once the page is hidden (as when the visitor switches tabs).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect
      .poll(() => beacons.filter((beacon) => (beacon as { type: string }).type === 'vital').map((beacon) => (beacon as { name: string }).name))
      .toEqual(expect.arrayContaining(['LCP', 'CLS']));
  });

  it('rotates testimonials every 5 s; arrows move and stop the rotation; dots jump', async () => {
    const { page } = await stack.openPage();
    await page.clock.install();
    await gotoLive(page, '/testimonials');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    const slide = carousel.getByRole('group');
    await slide.waitFor();
    expect(await slide.getAttribute('aria-label')).toBe('1 of 4');
    await page.mouse.move(0, 0);
    // Hydration starts the timer at a moment of its own: step until the first advance...
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return slide.getAttribute('aria-label');
      }, STEPPING)
      .toBe('2 of 4');
    // ...then the next one comes 5 s after it: not at 4.4 s, by 5 s.
    await page.clock.runFor(4_400);
    expect(await slide.getAttribute('aria-label')).toBe('2 of 4');
    await page.clock.runFor(600);
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('3 of 4');

    await carousel.getByRole('button', { name: 'Show testimonial 4' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('4 of 4');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('1 of 4');
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('4 of 4');
    // Arrows turned rotation off for good, even after the pointer and focus leave.
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { name: 'All Testimonials' }).click();
    await page.clock.runFor(15_000);
    expect(await slide.getAttribute('aria-label')).toBe('4 of 4');
  });

  it('rotates the portfolio hero every 3 s over 4 steps and scrolls to the projects on View Our Work', async () => {
    const { page } = await stack.openPage();
    await page.clock.install();
    await gotoLive(page, '/portfolio');
    const word = page.locator('.rotating-word');
    await word.waitFor();
    // The word is in the prerendered HTML before hydration starts the timer, so first step the
    // clock until it turns once; from then on every 3 s step must show the next word.
    const prerendered = await word.textContent();
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return word.textContent();
      }, STEPPING)
      .not.toBe(prerendered);
    const seen = [await word.textContent()];
    for (let step = 0; step < 4; step += 1) {
      await page.clock.runFor(3_000);
      seen.push(await word.textContent());
    }
    expect(new Set(seen.slice(0, 4)).size).toBe(4);
    expect(seen[4]).toBe(seen[0]);

    await page.clock.resume();
    await page.getByRole('button', { name: 'View Our Work' }).click();
    await expect
      .poll(() => page.locator('#all-projects').evaluate((element) => Math.round(element.getBoundingClientRect().top)), STEPPING)
      .toBeLessThan(200);
  });

  it('shows a technology initial when its icon fails to load', async () => {
    const { page } = await stack.openPage();
    await page.route('**/tech-icons/typescript.webp', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/portfolio');
    const typescript = page.locator('.tech-chip').filter({ hasText: 'TypeScript' }).first();
    // The tech stack hydrates as it nears the viewport (docs/performance.md); then the icon that failed is replaced.
    // Scrolled to by its heading: the chips drift sideways, never "stable" for Playwright.
    await page.locator('#tech-stack').scrollIntoViewIfNeeded();
    await typescript.locator('.tech-icon--letter', { hasText: 'T' }).waitFor();
    const javascript = page.locator('.tech-chip').filter({ hasText: 'JavaScript' }).first();
    await javascript.locator('img.tech-icon').waitFor();
    expect(await page.locator('.tech-row__list:not([aria-hidden]) .tech-chip').count()).toBe(46);
  });

  it('registers /sw.js and serves the app shell offline', async () => {
    const { page, context } = await stack.openPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await see(page, 'Featured Projects');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none')).toMatch(/none|\/sw\.js$/);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
    await context.setOffline(true);
    await page.goto('/about');
    await see(page, 'Our Story');
    await see(page, 'Backend Offline');
  });
});
