/**
 * Screenshots for docs/screenshots.md: home, portfolio, a project page, Insights and a post, and the admin, at phone (390 px)
 * and desktop (1280 px) widths, from the built site (`npm run build` first) on a fresh database.
 * Run: node web/e2e/screenshots.ts   (writes docs/screenshots/<page>-<width>.png)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../../api/app.ts';
import { requestRights } from '../../api/routes/data-rights/data-rights.ts';
import { ensureAdmin } from '../../api/services/admins.ts';
import { readSiteSettings } from '../../api/services/site-config.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

const OUT = resolve(import.meta.dirname, '../../docs/screenshots');
const ADMIN = { email: 'staff@agency.test', password: 'correct horse battery staple' };
const SIZES = [
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  { name: '1280', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
];
/** What external live sites show in the previews: the build machine has no internet. */
const CLIENT_SITE = '<!doctype html><title>Client site</title><body style="margin:0;font:48px system-ui;display:grid;place-items:center;height:100vh;background:#f8fafc">Client site</body>';

const dataDir = mkdtempSync(join(tmpdir(), 'agency-shots-'));
const app = await buildApp({ dataDir, webRoot: resolve(import.meta.dirname, '../../dist/web') });
await ensureAdmin(app.db, ADMIN, { info: () => undefined, warn: () => undefined }, Date.now());
// One quote request, so the Quotes tab shows a row (a card on the phone) with its labels.
await app.db
  .insertInto('quotes')
  .values({
    id: 'shot-quote',
    name: 'Kavya Rao',
    email: 'kavya@example.com',
    phone: '+91 90000 11111',
    service: 'mobile-applications',
    sub_service: 'App store deployment',
    budget: '100k-500k',
    timeline: '1-month',
    message: 'A delivery app for our bakery chain.',
    verified_email: 'kavya@example.com',
    created_at: new Date().toISOString(),
  })
  .execute();
// Her erasure request of three days ago: the Dashboard's queue and the warning on her quote.
await requestRights(
  app.db,
  { email: 'kavya@example.com', kind: 'erasure', note: 'Please delete my details; we chose another agency.' },
  { settings: await readSiteSettings(app.db), publicUrl: 'http://localhost:3000', now: Date.now() - 3 * 24 * 60 * 60 * 1000, cap: app.limits.rightsRequestsPerAddress },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
mkdirSync(OUT, { recursive: true });

try {
  const [project] = (await (await fetch(`${baseURL}/api/projects?featured=true&limit=1`)).json()).data as { _id: string }[];
  const [post] = (await (await fetch(`${baseURL}/api/posts?limit=1`)).json()).data as { slug: string; title: string }[];
  for (const { name, ...device } of SIZES) {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', reducedMotion: 'reduce', ...device });
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.fulfill({ contentType: 'text/html', body: CLIENT_SITE }));
    const page = await context.newPage();
    const shoot = async (label: string, path: string) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      // A full-page shot does not scroll: pass over the page once so lazy pictures load as for a visitor.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await page.waitForLoadState('networkidle');
      // Live previews start once scrolling settles and show their site after it loads.
      await page.getByText('Loading preview').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(OUT, `${label}-${name}.png`), fullPage: true });
      console.log(`docs/screenshots/${label}-${name}.png`);
    };
    await shoot('home', '/');
    await shoot('portfolio', '/portfolio');
    await shoot('project', `/projects/${project._id}`);
    await shoot('insights', '/insights');
    await shoot('post', `/insights/${post.slug}`);
    await page.goto('/admin');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The dashboard as staff read it: totals counted and analytics drawn, not its loading state.
    await page.waitForLoadState('networkidle');
    await page.getByText('Loading analytics').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(OUT, `admin-${name}.png`) });
    console.log(`docs/screenshots/admin-${name}.png`);
    const adminShot = async (label: string, path: string, heading: string) => {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      // Full length on the phone (cards stack); the desktop's sticky sidebar needs the real viewport.
      await page.screenshot({ path: join(OUT, `${label}-${name}.png`), fullPage: device.isMobile });
      console.log(`docs/screenshots/${label}-${name}.png`);
    };
    await adminShot('admin-quotes', '/admin/quotes', 'Quotes');
    await page.getByRole('button', { name: 'View Kavya Rao' }).click();
    await page.getByRole('dialog').getByRole('note').waitFor();
    await page.screenshot({ path: join(OUT, `admin-lead-${name}.png`) });
    console.log(`docs/screenshots/admin-lead-${name}.png`);
    await page.keyboard.press('Escape');
    await adminShot('admin-campaigns', '/admin/email-marketing', 'Email Marketing');
    await adminShot('admin-staff', '/admin/staff', 'Staff');
    await adminShot('admin-insights', '/admin/insights', 'Insights');
    // The editor beside the server's preview of the same post.
    await page.getByRole('button', { name: `Edit ${post.title}` }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { level: 2 }).first().waitFor();
    if (!device.isMobile) await preview.evaluate((region) => region.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(OUT, `admin-insights-editor-${name}.png`), fullPage: device.isMobile });
    console.log(`docs/screenshots/admin-insights-editor-${name}.png`);
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) {
      await menu.click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      await page.waitForTimeout(400); // the drawer's slide
      await page.screenshot({ path: join(OUT, `admin-menu-${name}.png`) });
      console.log(`docs/screenshots/admin-menu-${name}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
