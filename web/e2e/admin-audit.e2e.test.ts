import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALERTS_POLL_MS } from '../../shared/api/alerts.ts';
import { defaultSiteSettings } from '../../shared/content/site.ts';
import { defaultProjects } from '../../shared/content/projects.ts';
import { defaultTestimonials } from '../../shared/content/testimonials.ts';
import { submitContact } from '../../api/routes/leads/leads.ts';
import { ADMIN_EMAIL, PHONE, dialogClosed, expectNotice, fillDialogAndSave, openTab, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser } from './harness.ts';
import { staffHeaders } from './long-values.ts';
import { see } from './see.ts';

/** The Activity tab (audit log with restore) and the new-lead badge and notification (issue 18). */
describeInBrowser('admin activity and lead alerts', () => {
  let stack: AdminStack;
  beforeAll(async () => {
    stack = await startAdminStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const original = defaultProjects[0].title;

  /** The public portfolio page as a visitor loads it. */
  async function portfolioShows(page: Page, title: string): Promise<boolean> {
    await page.goto('/portfolio');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return (await page.getByText(title, { exact: true }).count()) > 0;
  }

  it('puts an edited project back as it was, and the public page shows it again', async () => {
    const page = await stack.openPage();
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await openTab(page, 'Projects');
    await page.getByRole('button', { name: `Edit ${original}` }).click();
    await fillDialogAndSave(page, { Title: 'Marble Rocks (typo)' }, 'Save Project');
    await expectNotice(page, 'Project updated successfully!');
    await dialogClosed(page);

    const visitor = await stack.openPage();
    expect(await portfolioShows(visitor, 'Marble Rocks (typo)')).toBe(true);

    // The tab has its address, and narrows to projects.
    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page.getByRole('combobox', { name: 'What' }).selectOption('project');
    const row = page.getByRole('row').filter({ hasText: 'updated Project "Marble Rocks (typo)"' });
    await row.waitFor();
    expect(await row.textContent()).toContain(ADMIN_EMAIL);
    // A readable diff: the field, its old value struck out, the new one inserted.
    expect(await row.locator('del').first().textContent()).toBe(original);
    expect(await row.locator('ins').first().textContent()).toBe('Marble Rocks (typo)');

    await row.getByRole('button', { name: /^Restore the version before/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
    await see(page, `Puts Project "${original}" back as it was before ${ADMIN_EMAIL} changed it`);
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expectNotice(page, /^Project restored as it was before/);
    await dialogClosed(page);
    // The restore is in the log too.
    await page.getByRole('row').filter({ hasText: `restored Project "${original}"` }).waitFor();

    expect(await portfolioShows(visitor, original)).toBe(true);
    expect(await portfolioShows(visitor, 'Marble Rocks (typo)')).toBe(false);

    // A deleted project comes back the same way.
    await openTab(page, 'Projects');
    await page.getByRole('button', { name: `Delete ${original}` }).click();
    await expectNotice(page, 'Project deleted successfully!');
    expect(await portfolioShows(visitor, original)).toBe(false);
    await openTab(page, 'Activity');
    await page.getByRole('row').filter({ hasText: `deleted Project "${original}"` }).getByRole('button', { name: /^Restore the version before/ }).click();
    await see(page, `Brings back Project "${original}", deleted by ${ADMIN_EMAIL}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true }).click();
    await expectNotice(page, /^Project restored/);
    expect(await portfolioShows(visitor, original)).toBe(true);
  });

  it('shows a badge and, once allowed, a browser notification for a new lead that opens it', async () => {
    const page = await stack.openPage();
    // The browser's own notifications, recorded (headless Chromium shows none).
    await page.addInitScript(() => {
      const shown: { title: string; body?: string; click(): void }[] = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      const Real = window.Notification;
      class Recorded extends EventTarget {
        static get permission() {
          return Real.permission;
        }
        static requestPermission = Real.requestPermission.bind(Real);
        onclick: (() => void) | null = null;
        constructor(title: string, options?: NotificationOptions) {
          super();
          shown.push({ title, body: options?.body, click: () => this.onclick?.() });
        }
        close() {}
      }
      window.Notification = Recorded as unknown as typeof Notification;
    });
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Staff allow notifications from the sidebar; the button goes once the browser was asked.
    await page.context().grantPermissions(['notifications']);
    await page.getByRole('button', { name: 'Notify me of new leads' }).click();
    await page.getByRole('button', { name: 'Notify me of new leads' }).waitFor({ state: 'detached' });

    // The dashboard learns where "now" is on its first poll; a lead after that is news.
    await page.waitForTimeout(1000);
    const id = await submitContact(stack.app.db, { name: 'Asha', email: 'asha@example.com', subject: 'A new shop', message: 'Hello' }, 'asha@example.com', {
      settings: defaultSiteSettings,
      publicUrl: 'http://localhost:3000',
      now: Date.now(),
    });

    const contacts = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Contacts/ });
    await expect.poll(() => contacts.textContent(), { timeout: ALERTS_POLL_MS + 10_000 }).toBe('Contacts1 new');
    const shown = () => page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications.map(({ title, body }) => ({ title, body })));
    expect(await shown()).toEqual([{ title: 'New contact message', body: 'Asha: A new shop' }]);

    // Clicking the notification opens that lead; the badge is gone once its tab is open.
    await page.evaluate(() => (window as unknown as { shownNotifications: { click(): void }[] }).shownNotifications[0].click());
    await page.waitForURL((url) => url.pathname === '/admin/contacts');
    await page.getByRole('dialog').getByText('A new shop').first().waitFor();
    expect(await contacts.textContent()).toBe('Contacts');
    expect(id).toBeTruthy();
  });

  it("filters by the agency's days in India, on a computer set to another zone", async () => {
    // Ten past midnight in India on the next day there: still the day before in California.
    const IST = 5.5 * 3_600_000;
    const midnight = (Math.floor((Date.now() + IST) / 86_400_000) + 1) * 86_400_000;
    const day = new Date(midnight).toISOString().slice(0, 10);
    stack.advanceClock(midnight + 10 * 60_000 - IST - Date.now());
    const headers = await staffHeaders(stack);
    const created = await stack.app.inject({ method: 'POST', url: '/api/admin/testimonials', headers, payload: { ...defaultTestimonials[0], name: 'मीनाक्षी श्रीवास्तव, Jabalpur' } });
    expect(created.statusCode, created.body).toBe(201);

    const page = await stack.openPage({ timezoneId: 'America/Los_Angeles' });
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Activity' }).waitFor();
    await page.getByLabel('From', { exact: true }).fill(day);
    await page.getByLabel('To', { exact: true }).fill(day);
    await page.getByRole('row').filter({ hasText: 'created Testimonial "मीनाक्षी श्रीवास्तव, Jabalpur"' }).waitFor({ timeout: 10_000 });
    // The day picked stays the day shown, not the one before.
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(day);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(day);
  });

  it('fits a phone: filters wrap above the entries', async () => {
    const page = await stack.openPage(PHONE);
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await openTab(page, 'Activity');
    await page.getByRole('row').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
