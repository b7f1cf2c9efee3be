import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { openTab, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser } from './harness.ts';

const LEADS = 5_000;
const number = (i: number) => String(i).padStart(4, '0');

/** 5,000 contact messages a minute apart; lead 4999 is the newest. */
async function seedContacts(stack: AdminStack) {
  const rows = Array.from({ length: LEADS }, (_, i) => ({
    id: `lead-${number(i)}`,
    name: `Lead ${number(i)}`,
    email: `lead${number(i)}@example.com`,
    phone: '',
    subject: `Enquiry ${number(i)}`,
    message: 'We would like a new website.',
    verified_email: `lead${number(i)}@example.com`,
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 500) await stack.app.db.insertInto('contacts').values(rows.slice(i, i + 500)).execute();
}

/** Issue 17: with thousands of leads the Contacts tab loads one page and pages and searches on the server. */
describeInBrowser('admin lists at scale', () => {
  let stack: AdminStack;
  let page: Page;
  beforeAll(async () => {
    stack = await startAdminStack();
    await seedContacts(stack);
    page = await stack.openPage();
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const table = () => page.getByRole('table', { name: 'Contacts' });
  const bodyRows = () => table().locator('tbody tr');
  const position = () => page.getByRole('navigation', { name: 'Pages of contacts' }).locator('p');

  it('shows the first page of 5,000 contacts, pages forward and back, and keeps the page on Refresh', async () => {
    // Recent Activity on the dashboard is the newest contacts, not the whole list.
    await expect.poll(() => page.locator('.adm-activity li').count()).toBe(5);
    await expect.poll(() => page.locator('.adm-activity li').first().textContent()).toContain('Lead 4999');

    await openTab(page, 'Contacts');
    await expect.poll(() => position().textContent()).toBe(`1–${LIST_PAGE_SIZE} of 5,000`);
    expect(await bodyRows().count()).toBe(LIST_PAGE_SIZE);
    expect(await bodyRows().first().textContent()).toContain('Lead 4999');
    // At 1280 px a usual address shows whole; only a long one is cut with an ellipsis.
    const address = bodyRows().first().locator('.adm-truncate');
    expect(await address.evaluate((cell) => cell.scrollWidth - cell.clientWidth)).toBe(0);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => position().textContent()).toBe(`26–50 of 5,000`);
    // The rows of the new page may land a render after its position line.
    await expect.poll(() => bodyRows().first().textContent()).toContain('Lead 4974');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => bodyRows().first().textContent()).toContain('Lead 4949');

    // Lists reload after Refresh (and after every write): staff stay on the page they were on.
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.click();
    await expect.poll(() => refresh.isEnabled()).toBe(true);
    await expect.poll(() => position().textContent()).toBe(`51–75 of 5,000`);
    expect(await bodyRows().first().textContent()).toContain('Lead 4949');

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => bodyRows().first().textContent()).toContain('Lead 4974');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => bodyRows().first().textContent()).toContain('Lead 4999');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  });

  it('finds one lead by e-mail, sorts by name, and shows the empty state for no match', async () => {
    await openTab(page, 'Contacts');
    const search = page.getByRole('searchbox', { name: 'Search contacts' });
    await search.fill('LEAD0042@example.com');
    await expect.poll(() => bodyRows().count()).toBe(1);
    expect(await bodyRows().first().textContent()).toContain('Lead 0042');
    await expect.poll(() => position().textContent()).toBe('1–1 of 1');

    await search.fill('lead001');
    await expect.poll(() => position().textContent()).toBe('1–10 of 10');
    await page.getByLabel('Sort').selectOption({ label: 'Name A–Z' });
    await expect.poll(() => bodyRows().first().textContent()).toContain('Lead 0010');

    await search.fill('nobody');
    await page.getByText('No contacts found').waitFor();
  });
});
