import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { subscribeConfirmed } from '../../api/test/newsletter.ts';
import { dialogClosed, expectNotice, fillDialogAndSave, openTab, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser, withStack } from './harness.ts';

/** Asked on a timer whatever staff do (new-lead alerts), so no write's doing. */
const ALERTS = '/api/admin/alerts';

/** Every admin API read the page asks for, as its path without the query, in order. */
function recordReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/admin/') && pathname !== ALERTS) reads.push(pathname);
  });
  return reads;
}

/** How many times each path was read. */
const countsOf = (reads: string[]) => Object.fromEntries([...new Set(reads)].map((path) => [path, reads.filter((read) => read === path).length]));

/**
 * A write reloads the cached lists it changed and no others (state/adminData.ts): creating a
 * campaign asks for the campaign list, not the contacts, quotes, files and the rest. Requests
 * are counted in the browser, from the click to the moment the change shows.
 */
describeInBrowser('admin writes reload only the lists they change', () => {
  let stack: AdminStack;
  let page: Page;
  let reads: string[];
  withStack(
    () => startAdminStack(),
    (started) => (stack = started),
  );

  /** Signs in and waits for the first load of every list: the Dashboard's totals are in. */
  async function signedIn() {
    page = await stack.openPage();
    reads = recordReads(page);
    await signIn(page);
    const totals = page.getByRole('list', { name: 'Totals' });
    await totals.waitFor();
    await expect.poll(() => totals.getByText('—').count()).toBe(0);
  }

  /** The reads made while `write` runs and until `shown` resolves (the change on screen). */
  async function readsDuring(write: () => Promise<void>, shown: () => Promise<void>): Promise<Record<string, number>> {
    const before = reads.length;
    await write();
    await shown();
    return countsOf(reads.slice(before));
  }

  it('reloads every list, each once, on Refresh', async () => {
    await signedIn();
    const refresh = page.getByRole('button', { name: 'Refresh' });
    const counts = await readsDuring(
      () => refresh.click(),
      () => expect.poll(() => refresh.isEnabled()).toBe(true),
    );
    expect(counts).toEqual({
      '/api/admin/dashboard/stats': 1,
      // The Dashboard's queue of data requests, also read by the leads' warnings.
      '/api/admin/rights-requests': 1,
      // Recent Activity's newest five, and the Contacts tab's page.
      '/api/admin/contacts': 2,
      '/api/admin/quotes': 1,
      '/api/admin/projects': 1,
      '/api/admin/services': 1,
      '/api/admin/testimonials': 1,
      '/api/admin/newsletter': 1,
      '/api/admin/email-campaigns': 1,
      '/api/admin/email-templates': 1,
      '/api/admin/files': 1,
      '/api/admin/audit': 1,
      '/api/admin/posts': 1,
    });
  });

  it('creating a campaign reloads the campaign list alone', async () => {
    await subscribeConfirmed(stack.app, 'reloads-reader@e2e.test');
    await signedIn();
    await openTab(page, 'Email Marketing');
    // The tab's own read on opening (the sending pace) is done before the write starts.
    await expect.poll(() => page.getByLabel('Mails per minute').inputValue()).not.toBe('');
    await page.getByLabel('Campaign name').fill('Diwali reloads');
    await page.getByLabel('Subject').fill('Festive offers');
    await page.getByLabel('Content').fill('<p>Hello {{email}}</p>');

    const counts = await readsDuring(
      () => page.getByRole('button', { name: 'Send Campaign' }).click(),
      async () => {
        await expectNotice(page, 'Email campaign sent successfully!');
        await page.getByRole('listitem', { name: 'Campaign Diwali reloads' }).waitFor();
      },
    );
    // The recipient count asked before staff confirm, then the list; the list may be read again
    // while the campaign sends (its progress is polled), but no other list is.
    expect(Object.keys(counts).sort()).toEqual(['/api/admin/email-campaigns', '/api/admin/email-campaigns/audience']);
    expect(counts['/api/admin/email-campaigns/audience']).toBe(1);
  });

  it('saving a project reloads the projects and the totals the Dashboard shows', async () => {
    await signedIn();
    await openTab(page, 'Projects');
    const counts = await readsDuring(
      async () => {
        await page.getByRole('button', { name: 'Add New' }).click();
        await fillDialogAndSave(page, { Title: 'Reload Check Portal', Description: 'A clinic portal in Bhopal' }, 'Save Project');
      },
      async () => {
        await expectNotice(page, 'Project created successfully!');
        await dialogClosed(page);
        await page.getByRole('row').filter({ hasText: 'Reload Check Portal' }).waitFor();
      },
    );
    expect(counts).toEqual({ '/api/admin/projects': 1, '/api/admin/dashboard/stats': 1 });
  });
});
