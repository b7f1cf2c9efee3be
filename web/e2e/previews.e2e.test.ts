import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Project } from '../../shared/api/projects.ts';
import { LOOPBACK_SCHEMES, noDns, reachFrameSites, startFrameSites, type FrameSites } from '../../api/test/frame-sites.ts';
import { dialogClosed, fillDialogAndSave, openTab, publicList, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser } from './harness.ts';

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
});
