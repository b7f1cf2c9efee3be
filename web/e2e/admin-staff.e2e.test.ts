import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PHONE, expectNotice, openTab, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { readSiteSettings } from '../../api/services/site-config.ts';
import { describeInBrowser, withStack } from './harness.ts';

const SIZES = [
  { name: 'desktop', options: {} },
  { name: 'phone', options: PHONE },
] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

async function seedQuote(stack: AdminStack) {
  await stack.app.db
    .insertInto('quotes')
    .values({
      id: 'q-labels',
      name: 'Kavya Rao',
      email: 'kavya@e2e.test',
      phone: '',
      service: 'mobile-applications',
      sub_service: 'App store deployment',
      budget: '100k-500k',
      timeline: '1-month',
      message: 'A delivery app',
      verified_email: 'kavya@e2e.test',
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

describeInBrowser('the dashboard on desktop and phone: tabs in the URL, labels, staff accounts', () => {
  let stack: AdminStack;
  withStack(() => startAdminStack(), (started) => (stack = started));

  it('on a phone: a refusal notice leaves the Save button and the message beside it in view', async () => {
    const page = await stack.openPage(PHONE);
    await signIn(page);
    await heading(page, 'Dashboard').waitFor();
    await page.goto('/admin/settings');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('call the front desk');
    // Where staff are when they press Save: at the end of the form.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const save = page.getByRole('button', { name: 'Save settings' });
    await save.click();
    await expectNotice(page, 'Phone may hold only digits');
    const notices = await page.locator('.adm-notice').boundingBox();
    for (const covered of [save, page.locator('.adm-form-error'), page.getByRole('button', { name: 'Open menu' })]) {
      const box = await covered.boundingBox();
      const overlaps = notices && box && notices.y < box.y + box.height && box.y < notices.y + notices.height;
      expect(overlaps, await covered.textContent() ?? '').toBeFalsy();
    }
    // Still pressable where it is, with no scrolling.
    await save.click({ trial: true, noWaitAfter: true, timeout: 2_000 });
  });

  it('two staff in Settings: one saves twice in turn, the other’s save over it is refused beside Save', async () => {
    const [first, second] = [await stack.openPage(), await stack.openPage()];
    const tagline = (page: Page) => page.getByRole('textbox', { name: 'Tagline', exact: true });
    for (const page of [first, second]) {
      await signIn(page);
      await heading(page, 'Dashboard').waitFor();
      await page.goto('/admin/settings');
      await tagline(page).waitFor(); // the settings are loaded
    }
    const stored = async () => (await readSiteSettings(stack.app.db)).siteInfo.tagline;
    const saveTagline = async (page: Page, text: string) => {
      await tagline(page).fill(text);
      await page.getByRole('button', { name: 'Save settings' }).click();
    };
    await saveTagline(first, 'Apps for every shop');
    await expect.poll(stored).toBe('Apps for every shop');
    // The same form saves again on the version its first save made.
    await saveTagline(first, 'Apps for every shop and school');
    await expect.poll(stored).toBe('Apps for every shop and school');
    // The other window still holds the settings as they were opened.
    await saveTagline(second, 'Old words');
    await second.locator('.adm-form-error').filter({ hasText: 'These settings were saved by someone else since you opened them' }).waitFor();
    expect(await stored()).toBe('Apps for every shop and school');
  });

  for (const { name, options } of SIZES) {
    it(`keeps the tab in the URL through reload and Back, shows quote labels, and fits the screen (${name})`, async () => {
      await seedQuote(stack);
      const page = await stack.openPage(options);
      await signIn(page);
      await heading(page, 'Dashboard').waitFor();
      expect(pathOf(page)).toBe('/admin');

      await openTab(page, 'Quotes');
      expect(pathOf(page)).toBe('/admin/quotes');
      await page.getByText('Mobile Applications · App store deployment').waitFor();
      await page.getByRole('button', { name: 'View Kavya Rao' }).click();
      const details = page.getByRole('dialog');
      for (const label of ['Mobile Applications', '1,00,000-5,00,000', '1 month']) await details.getByText(label, { exact: true }).waitFor();
      expect(await details.textContent()).not.toMatch(/mobile-applications|100k-500k|1-month/);
      await details.getByRole('button', { name: 'Close', exact: true }).click();
      expect(await noSideways(page)).toBe(true);

      await page.reload();
      await heading(page, 'Quotes').waitFor();
      await openTab(page, 'Files');
      expect(pathOf(page)).toBe('/admin/files');
      await page.goBack();
      await heading(page, 'Quotes').waitFor();
      expect(pathOf(page)).toBe('/admin/quotes');

      // A notice stays on its tab: Settings' export notice is gone once staff move on.
      await openTab(page, 'Settings');
      await page.getByRole('button', { name: 'Export quotes (CSV)' }).click();
      await expectNotice(page, 'Quotes exported');
      await openTab(page, 'Contacts');
      expect(await page.locator('.adm-notice').count()).toBe(0);
      expect(await noSideways(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('on a phone: navigation in a drawer that closes after choosing, rows as cards', async () => {
    await seedQuote(stack);
    const page = await stack.openPage(PHONE);
    await page.goto('/admin/quotes');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // A link to a tab keeps its tab through the sign-in.
    await heading(page, 'Quotes').waitFor();

    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    expect(await nav.isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Projects', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);

    // The quote row is a card: its cells stack, each with its column's name beside it.
    const cell = page.locator('.adm-table td[data-label="Service"]').first();
    const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toBe('"Service"');
    // The header row is left for screen readers only (1 px, clipped).
    expect((await page.locator('.adm-table thead').boundingBox())?.height).toBeLessThanOrEqual(1);
    expect(await noSideways(page)).toBe(true);
  });

  for (const { name, options } of SIZES) {
    it(`adds and removes a staff account, never offers to remove yourself, and changes your password (${name})`, async () => {
      const page = await stack.openPage(options);
      await signIn(page);
      await heading(page, 'Dashboard').waitFor();
      await openTab(page, 'Staff');
      expect(pathOf(page)).toBe('/admin/staff');
      await page.getByText(`${ADMIN_EMAIL} (you)`).waitFor();
      expect(await page.getByRole('button', { name: `Remove ${ADMIN_EMAIL}` }).count()).toBe(0);

      const address = `helper-${name}@agency.test`;
      const form = page.getByRole('form', { name: 'Add a staff account' });
      await form.getByLabel('Email').fill(address);
      await form.getByLabel('First password').fill('first password 1');
      await form.getByRole('button', { name: 'Add account' }).click();
      await expectNotice(page, `Staff account ${address} added.`);
      await page.getByRole('button', { name: `Remove ${address}` }).click(); // the confirm dialog is accepted
      await expectNotice(page, `${address} was removed.`);
      await expect.poll(() => page.getByText(address, { exact: true }).count()).toBe(0);

      // A second session (another browser) ends; this one goes on with the new password.
      const other = await stack.openPage();
      await signIn(other);
      await heading(other, 'Dashboard').waitFor();

      const newPassword = `new password ${name} 42`;
      await page.getByLabel('Current password').fill('wrong password');
      await page.getByLabel(/^New password/).fill(newPassword);
      await page.getByLabel('Repeat new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expectNotice(page, 'Failed to change password: currentPassword: the current password is not correct');

      await page.getByLabel('Current password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expectNotice(page, 'Password changed. Your other sessions were signed out.');
      await openTab(page, 'Projects'); // still signed in here
      await other.getByRole('button', { name: 'Refresh' }).click();
      await other.getByRole('button', { name: 'Sign in' }).waitFor();

      // Back to the known password for the other tests of this file.
      const put = await fetch(`${stack.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: newPassword }),
      });
      const { token } = (await put.json()) as { token: string };
      const reset = await fetch(`${stack.baseUrl}/api/admin/account/password`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ currentPassword: newPassword, newPassword: ADMIN_PASSWORD }),
      });
      expect(reset.status).toBe(200);
    });
  }
});
