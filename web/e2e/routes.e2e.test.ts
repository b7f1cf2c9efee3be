import AxeBuilder from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { SITE_ROUTES } from '../../shared/site-routes.ts';
import { describeInBrowser, gotoLive, startStack, type Stack, withStack } from './harness.ts';
import { see } from './see.ts';

/** Every public route of the spec's table, with text that proves the right screen rendered. */
const PUBLIC_SCREENS: { path: string; texts: (string | RegExp)[] }[] = [
  { path: '/', texts: ['Leading Digital Agency in Jabalpur, Madhya Pradesh', 'Featured Projects', 'Download Brochure'] },
  { path: '/services', texts: ['Our Services', '₹10K+', 'Our Values', 'Mission-Driven', 'Our Impact', 'Support Available'] },
  { path: '/services/web', texts: ['Our Services', 'Web Development'] },
  { path: '/services/mobile', texts: ['Mobile App Development'] },
  { path: '/services/design', texts: ['UI/UX Design'] },
  { path: '/services/marketing', texts: ['Our Services'] },
  { path: '/services/seo', texts: ['Our Services'] },
  { path: '/get-started', texts: ['Project Details', 'Send Quote Request'] },
  { path: '/portfolio', texts: ['View Our Work', 'Achievements', 'Our Tech Stack', 'Discovery & Research', 'Launch & Support', 'All Projects'] },
  { path: '/portfolio/web', texts: ['Web Portfolio', 'Key Features'] },
  { path: '/portfolio/design', texts: ['Design Portfolio', 'Key Features'] },
  { path: '/portfolio/mobile', texts: ['Mobile Portfolio', 'Key Features'] },
  { path: '/testimonials', texts: ['What Our Clients Say', 'All Testimonials'] },
  { path: '/insights', texts: ['What we learn building for local businesses', 'Case studies', 'Follow in a feed reader (Atom)'] },
  { path: '/insights/page-speed-for-small-businesses', texts: ['How fast is fast enough? Page speed for small businesses in Jabalpur', 'All insights'] },
  { path: '/company', texts: ['Get to know us', 'About Us'] },
  { path: '/about', texts: ['Our Story', 'Our Values'] },
  { path: '/contact', texts: ['Send us a message', 'Chat on WhatsApp'] },
  { path: '/terms', texts: ['Terms & Conditions', /50% advance payment/] },
  { path: '/privacy', texts: ['Privacy Policy', /about 3 years/] },
  { path: '/terms-of-service', texts: ['Terms of Service', 'Last updated: December 21, 2024', /from 20,000 rupees/] },
  { path: '/privacy-policy', texts: ['Privacy Policy', 'Last updated: December 21, 2024'] },
  { path: '/sitemap', texts: ['Main Pages', 'Portfolio', 'Resources', 'Legal', 'sitemap.xml'] },
  { path: '/unsubscribe', texts: ['Unsubscribe Failed'] },
  { path: '/newsletter/confirm?token=a-confirmation-token', texts: ['Confirm your subscription', 'Confirm subscription'] },
  { path: '/your-data', texts: ['Your Data', 'Send me a code'] },
  { path: '/verify-otp?email=visitor%40example.com&type=contact', texts: ['Enter your verification code', 'Verify Email'] },
  { path: '/no-such-page', texts: ['Page Not Found'] },
];

describeInBrowser('public routes', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('covers every public route of shared/site-routes.ts', () => {
    const covered = new Set(PUBLIC_SCREENS.map((screen) => screen.path.split('?')[0]));
    const missing = SITE_ROUTES.map((route) => route.path).filter((path) => path !== '/admin' && !covered.has(path));
    expect(missing).toEqual([]);
  });

  it.each(PUBLIC_SCREENS)('$path renders its content with no console error and no axe violation', async ({ path, texts }) => {
    const { page, errors } = await stack.openPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
    for (const text of texts) await see(page, text);
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    // The 404 page's own document status is the point of that route, not an error of the page.
    expect(errors.filter((error) => !(path === '/no-such-page' && error.includes(`${stack.baseUrl}${path}]`)))).toEqual([]);
  });

  it('never sends staff-only code to a visitor', async () => {
    const { page } = await stack.openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/portfolio', '/contact']) {
      await page.goto(path);
      await page.getByRole('contentinfo').waitFor();
    }
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => /admin/i.test(script))).toEqual([]);
  });

  it('answers an unknown path with HTTP 404 and the Page Not Found page', async () => {
    const { page } = await stack.openPage();
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Page Not Found/);
  });

  it('lands a shared link cut off in the middle of a letter on a working Page Not Found page', async () => {
    const { page, errors } = await stack.openPage();
    const cutOff = `/insights/${encodeURIComponent('वेबसाइट-कितनी-तेज़-हो').slice(0, 40)}`;
    const response = await page.goto(cutOff);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await see(page, 'Featured Projects');
    // Only the document's own 404: no hydration mismatch, no failed fetch of the cut-off slug.
    expect(errors.filter((error) => !error.includes(`${stack.baseUrl}${cutOff}]`))).toEqual([]);
  });

  it('opens a page whose #fragment was cut off in the middle of a letter, with no error', async () => {
    const { page, errors } = await stack.openPage();
    await page.goto(`/services#${encodeURIComponent('वेब-डेवलपमेंट').slice(0, 22)}`);
    await see(page, 'Our Services');
    // The jump to the fragment runs 100 ms after the page (spec §2).
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  it('lands the footer service links on the matching section of the services page', async () => {
    const { page } = await stack.openPage();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mobile App Development' }).click();
    await page.waitForURL('**/services/mobile');
    const section = page.locator('#mobile-development');
    await section.waitFor();
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5_000 }).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  it('scrolls to the top on every route change', async () => {
    const { page } = await stack.openPage();
    await page.goto('/portfolio');
    await see(page, 'All Projects');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await see(page, 'Terms & Conditions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('renders /admin without the public header and footer, marked noindex', async () => {
    const { page } = await stack.openPage();
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(200);
    await page.locator('meta[name="robots"][content*="noindex"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.site-header').count()).toBe(0);
    expect(await page.locator('.site-footer').count()).toBe(0);
  });

  it('opens navigation dropdowns on hover, closes them 300 ms after the pointer leaves, and by keyboard', async () => {
    const { page } = await stack.openPage();
    // The close delay is React's timer: hovering the prerendered page before hydration tests nothing.
    await gotoLive(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Services' });
    const allServices = nav.getByRole('link', { name: 'All Services' });
    await toggle.hover();
    await allServices.waitFor();
    await page.mouse.move(5, 600);
    await page.waitForTimeout(150);
    expect(await allServices.isVisible()).toBe(true);
    await allServices.waitFor({ state: 'hidden', timeout: 1_000 });

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('All Services');
    await page.keyboard.press('Escape');
    await allServices.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Services');

    await nav.getByRole('button', { name: 'Company' }).click();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await see(page, 'Our Story');
  });

  it('uses a toggle menu on small screens', async () => {
    const { page } = await stack.openPage({ viewport: { width: 390, height: 800 } });
    await page.goto('/');
    const portfolio = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio', exact: true });
    await see(page, /Leading Digital Agency/);
    expect(await portfolio.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await portfolio.click();
    await see(page, 'View Our Work');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
