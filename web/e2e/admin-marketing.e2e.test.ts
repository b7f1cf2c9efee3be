import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClientConfig } from '../../shared/api/config.ts';
import { UPLOAD_MAX_BYTES } from '../../shared/constants.ts';
import { subscribeConfirmed } from '../../api/test/newsletter.ts';
import { ADMIN_EMAIL, expectNotice, openTab, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser } from './harness.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// A 1x1 transparent PNG: the server checks the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Newsletter, campaigns, files, CSV export, settings, lead details and analytics. */
describeInBrowser('admin marketing, files and settings', () => {
  let stack: AdminStack;
  let page: Page;
  beforeAll(async () => {
    stack = await startAdminStack();
    const leads = [
      { name: 'Asha Verma', subject: 'Clinic website', message: 'We need bookings online,\nand a "doctor" page.' },
      { name: 'Rohan Mehta', subject: 'Shop app', message: 'An app for our sweets shop' },
    ];
    for (const [index, lead] of leads.entries()) {
      const email = `${lead.name.split(' ')[0].toLowerCase()}@e2e.test`;
      await stack.app.db
        .insertInto('contacts')
        .values({ id: `c${index}`, email, phone: '', verified_email: email, created_at: new Date(Date.now() - index * 1000).toISOString(), ...lead })
        .execute();
    }
    for (const path of ['/services', '/services', '/portfolio']) {
      await stack.app.inject({ method: 'POST', url: '/api/visitors', payload: { type: 'pageview', path } });
    }
    page = await stack.openPage();
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows recent contacts and analytics on the dashboard', async () => {
    const recent = page.getByRole('region', { name: 'Recent Activity' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Recent Activity' }) }));
    await recent.getByText('Asha Verma').waitFor();
    await recent.getByText('Rohan Mehta').waitFor();
    // The browser's own visits to /admin count too, so only the seeded pages are checked exactly.
    const topPage = (path: string) => page.locator('.adm-rank li', { has: page.getByText(path, { exact: true }) }).locator('.adm-rank__value');
    expect(await topPage('/services').textContent()).toBe('2');
    expect(await topPage('/portfolio').textContent()).toBe('1');
    const summary = await page.getByRole('img', { name: /^Page views per day: \d+ views in 30 days/ }).getAttribute('aria-labelledby');
    expect(summary).toBeTruthy();
  });

  it('shows every stored field of a contact message', async () => {
    await openTab(page, 'Contacts');
    await page.getByRole('button', { name: 'View Asha Verma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact message from Asha Verma' });
    await dialog.getByText('We need bookings online,').waitFor();
    expect(await dialog.getByText('asha@e2e.test').first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('sends a campaign to two subscribers: both mails arrive and the sent count reaches 2', async () => {
    const subscribers = ['meera@e2e.test', 'kabir@e2e.test'];
    for (const email of subscribers) await subscribeConfirmed(stack.app, email);
    await openTab(page, 'Newsletter');
    await page.getByRole('button', { name: 'Refresh' }).click();
    for (const email of subscribers) await page.getByRole('row').filter({ hasText: email }).getByText('active').waitFor();

    await openTab(page, 'Email Marketing');
    await page.getByLabel('Campaign name').fill('Diwali offers');
    await page.getByLabel('Target audience').selectOption('newsletter_subscribers');
    await page.getByLabel('Subject').fill('Festive offers from the studio');
    await page.getByLabel('Content').fill('<p>Hello {{email}}, 20% off websites this month.</p>');
    await page.getByRole('button', { name: 'Send Campaign' }).click();
    await expectNotice(page, 'Email campaign sent successfully!');

    const campaign = page.getByRole('listitem', { name: 'Campaign Diwali offers' });
    await campaign.getByText('Sent 2 of 2').waitFor({ timeout: 20_000 });
    await campaign.getByText('Sent', { exact: true }).waitFor();
    for (const email of subscribers) {
      const mail = await stack.smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Festive offers from the studio');
      expect(mail.html).toContain(`Hello ${email}`);
    }
  });

  it('unsubscribes a subscriber after confirmation and shows the status in red', async () => {
    await openTab(page, 'Newsletter');
    await page.getByRole('button', { name: 'Unsubscribe kabir@e2e.test' }).click();
    await expectNotice(page, 'kabir@e2e.test was unsubscribed.');
    const status = page.getByRole('row').filter({ hasText: 'kabir@e2e.test' }).getByText('unsubscribed');
    await status.waitFor();
    expect(await status.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(185, 28, 28)');
    expect(await page.getByRole('button', { name: 'Unsubscribe kabir@e2e.test' }).count()).toBe(0);
  });

  it('uploads a PDF by picker and an image by drag-and-drop, lists, serves and deletes them', async () => {
    await openTab(page, 'Files');
    await page.getByText('No files found').waitFor();

    // Client-side checks refuse before sending anything.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
      { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(UPLOAD_MAX_BYTES + 1) },
    ]);
    await expectNotice(page, '"notes.txt" is not a PDF, DOC, DOCX or image file.');
    await expectNotice(page, '"huge.pdf" is larger than 10MB, the upload limit.');
    expect(await page.getByText('No files found').isVisible()).toBe(true);
    // Failures stay until read and dismissed (or until they time out).
    const dismiss = page.getByRole('button', { name: 'Dismiss message' });
    for (let left = await dismiss.count(); left > 0; left--) {
      await dismiss.first().click();
      await expect.poll(() => dismiss.count()).toBe(left - 1);
    }

    await input.setInputFiles({ name: 'price-list.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNotice(page, 'File uploaded successfully!');
    const link = page.getByRole('link', { name: 'price-list.pdf' });
    await link.waitFor();
    const served = await fetch(new URL((await link.getAttribute('href')) ?? '', stack.baseUrl));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);

    const transfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'pixel.png', { type: 'image/png' }));
      return data;
    }, PNG.toString('base64'));
    await page.locator('.adm-dropzone').dispatchEvent('drop', { dataTransfer: transfer });
    await page.getByRole('link', { name: 'pixel.png' }).waitFor();
    // Each file's type as words, not its media type.
    const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name }).innerText();
    expect(await rowOf('price-list.pdf')).toContain('PDF document');
    expect(await rowOf('price-list.pdf')).not.toContain('application/pdf');
    expect(await rowOf('pixel.png')).toContain('PNG image');

    await page.getByRole('button', { name: 'Delete price-list.pdf' }).click();
    await expectNotice(page, 'File deleted successfully!');
    await link.waitFor({ state: 'detached' });
    expect((await fetch(served.url)).status).toBe(404);
  });

  it('uploads each of several chosen files on its own: a refused one is named and the others are stored', async () => {
    await openTab(page, 'Files');
    const input = page.locator('input[type="file"]');
    // The refused file comes first: the files after it must still be sent.
    await input.setInputFiles([
      { name: 'renamed-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a PDF') },
      { name: 'rate-card.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'badge.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expectNotice(page, /Failed to upload "renamed-notes\.pdf": This file type is not allowed/);
    await expectNotice(page, '2 files uploaded successfully!');
    for (const [name, bytes] of [['rate-card.pdf', PDF], ['badge.png', PNG]] as const) {
      const link = page.getByRole('link', { name });
      await link.waitFor();
      const served = await fetch(new URL((await link.getAttribute('href')) ?? '', stack.baseUrl));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'renamed-notes.pdf' }).count()).toBe(0);
  });

  it("exports contacts as a CSV download that parses, with each lead's stage, owner and follow-up day", async () => {
    // Where the lead stands, as staff set it in the pipeline (issue 27 item 9).
    const [staff] = await stack.app.db.selectFrom('admins').select('id').execute();
    await stack.app.db.updateTable('contacts').set({ status: 'contacted', owner_id: staff.id, follow_up_on: '2026-12-24' }).where('id', '=', 'c0').execute();
    await openTab(page, 'Settings');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export contacts (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contacts.*\.csv$/);
    const rows = parse(await readFile(await download.path(), 'utf8'), { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    const asha = rows.find((row) => Object.values(row).includes('Asha Verma'));
    expect(Object.values(asha ?? {})).toContain('We need bookings online,\nand a "doctor" page.');
    expect(asha).toMatchObject({ Stage: 'Contacted', Owner: ADMIN_EMAIL, 'Follow-up': '2026-12-24' });
    expect(rows.find((row) => row.Name === 'Rohan Mehta')).toMatchObject({ Stage: 'New', Owner: '', 'Follow-up': '' });
  });

  it('edits the site configuration, which the public config then serves', async () => {
    await openTab(page, 'Settings');
    const tagline = page.getByRole('textbox', { name: 'Tagline', exact: true });
    await tagline.fill('Websites and apps from Jabalpur');
    await page.getByRole('textbox', { name: 'Timelines', exact: true }).fill('Right away | asap\n\n1 month | 1-month');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectNotice(page, 'Settings saved successfully!');
    const config = (await (await fetch(`${stack.baseUrl}/api/config`)).json()) as { data: ClientConfig };
    expect(config.data.siteInfo.tagline).toBe('Websites and apps from Jabalpur');
    expect(config.data.timelines).toEqual([
      { label: 'Right away', value: 'asap', order: 1 },
      { label: '1 month', value: '1-month', order: 2 },
    ]);
  });
});
