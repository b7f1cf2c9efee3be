import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Project } from '../../shared/api/projects.ts';
import { defaultProjects } from '../../shared/content/projects.ts';
import { LOOPBACK_SCHEMES, noDns, reachFrameSites, startFrameSites, type FrameSites } from '../../api/test/frame-sites.ts';
import { dialogClosed, fillDialogAndSave, openTab, PHONE, publicList, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser } from './harness.ts';
import { staffHeaders } from './long-values.ts';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** How old a verdict may be when a visitor is about to see its preview (api/plugins/app/frame-checker.ts). */
const FRESH_MS = 5 * 60 * 1000;

/** Item 3: previews of sites that refuse frames fall back to the picture, and staff see why. */
describeInBrowser('live previews that fail gracefully', () => {
  let sites: FrameSites;
  let stack: AdminStack;
  let page: Page;

  beforeAll(async () => {
    sites = await startFrameSites();
    stack = await startAdminStack({ frameChecks: { timeoutMs: 1_000, lookup: noDns, framedSchemes: LOOPBACK_SCHEMES, reachable: reachFrameSites } });
    page = await stack.openPage();
    await signIn(page);
  });
  afterAll(async () => {
    await stack?.close();
    await sites?.close();
  });

  async function addProject(title: string, liveUrl: string): Promise<Project> {
    await openTab(page, 'Projects');
    await page.getByRole('button', { name: 'Add New' }).click();
    await fillDialogAndSave(page, { Title: title, 'Live URL': liveUrl, Category: 'web' }, 'Save Project');
    await dialogClosed(page);
    const project = (await publicList<Project>(stack.baseUrl, '/api/projects')).find((p) => p.title === title);
    if (!project) throw new Error(`${title} is not public`);
    return project;
  }

  const row = (title: string) => page.getByRole('row').filter({ hasText: title });

  it('marks a blocked site in the admin list, and its page keeps the picture with a link to the site', async () => {
    const blocked = await addProject('Framing Refused', `${sites.base}/deny`);
    await row('Framing Refused').getByText('Blocked').waitFor();
    await row('Framing Refused').getByText('X-Frame-Options DENY').waitFor();

    const visitor = await stack.openPage();
    await visitor.goto(`/projects/${blocked._id}`);
    const preview = visitor.locator('.preview');
    await preview.getByText('Live Preview').waitFor();
    const link = preview.getByRole('link', { name: /View Live Site/ });
    expect(await link.getAttribute('href')).toBe(`${sites.base}/deny`);
    expect(await preview.locator('iframe').count()).toBe(0);
  });

  it('shows the picture, not the browser error page, for a site that starts refusing frames after its last check', async () => {
    const title = 'Narmada Ghat Heritage Walks — नर्मदा घाट';
    const path = '/refuses-after-check';
    sites.answers[path] = {};
    const saved = await stack.app.inject({
      method: 'POST',
      url: '/api/admin/projects',
      headers: await staffHeaders(stack),
      payload: { ...defaultProjects[0], title, liveUrl: `${sites.base}${path}`, featured: true },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<{ data: Project }>().data._id;
    sites.answers[path] = { 'x-frame-options': 'DENY' };
    stack.advanceClock(FRESH_MS + 1_000);
    // The list still carries the last background verdict: without a fresh check the frame would load.
    const listed = (await publicList<Project>(stack.baseUrl, '/api/projects')).find((p) => p.title === title);
    expect(listed?.frame).toEqual({ status: 'ok' });
    const checks = sites.hits[path];

    // A visitor on a computer: the card asks, and shows only the picture while it waits (the
    // frame loads meanwhile, out of sight).
    const desktop = await stack.openPage(DESKTOP);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await desktop.route(`**/api/projects/${id}/preview`, async (route) => {
      await held;
      await route.continue();
    });
    const asked = desktop.waitForRequest((request) => request.url().endsWith(`/api/projects/${id}/preview`));
    await desktop.goto('/portfolio');
    const card = desktop.locator('article', { hasText: title });
    const before = await card.boundingBox();
    await card.scrollIntoViewIfNeeded();
    await asked;
    expect(await card.getByRole('img', { name: `${title} cover` }).isVisible()).toBe(true);
    expect(await card.locator('.preview__overlay').count()).toBe(0);
    expect(await card.locator('iframe').isVisible()).toBe(false);
    release();
    await expectPictureAndLink(card, title, `${sites.base}${path}`, before!.height);
    expect(sites.hits[path]).toBe(checks + 1);
    await desktop.context().close();

    // The fresh verdict reached the list: a phone's card neither asks again nor loads a frame.
    const phone = await stack.openPage(PHONE);
    const asks: string[] = [];
    phone.on('request', (request) => void (request.url().endsWith('/preview') && asks.push(request.url())));
    await phone.goto('/portfolio');
    const phoneCard = phone.locator('article', { hasText: title });
    const phoneBefore = await phoneCard.boundingBox();
    await phoneCard.scrollIntoViewIfNeeded();
    await expectPictureAndLink(phoneCard, title, `${sites.base}${path}`, phoneBefore!.height);
    expect(asks).toEqual([]);
    expect(sites.hits[path]).toBe(checks + 1);
    await phone.context().close();
  });
});

/** The card shows its picture under a 'Live Preview' strip with the link, no frame, at the height it had before. */
async function expectPictureAndLink(card: Locator, title: string, liveUrl: string, height: number): Promise<void> {
  await card.getByText('Live Preview').waitFor();
  const picture = card.getByRole('img', { name: `${title} cover` });
  expect(await picture.isVisible()).toBe(true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await card.locator('iframe').count()).toBe(0);
  expect(await card.getByRole('link', { name: /View Live Site/ }).getAttribute('href')).toBe(liveUrl);
  // The strip lies over the picture: the card keeps its size.
  expect((await card.boundingBox())?.height).toBeCloseTo(height, 0);
}
