import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestRights } from '../../api/routes/data-rights/data-rights.ts';
import { readSiteSettings } from '../../api/services/site-config.ts';
import { PHONE, expectNotice, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser } from './harness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Look-alike addresses: the warning belongs to one person only.
const ERASE = 'asha.venkataramanan@jabalpurclinics.co.in';
const CORRECT = 'a.venkataramanan@jabalpurclinics.co.in';

/**
 * Issue 27 item 8: correction and erasure requests reach staff as a queue on the Dashboard with
 * their age, show on the person's leads, and a reply to someone who asked to be erased is asked
 * about first.
 */
describeInBrowser('data requests for staff', () => {
  let stack: AdminStack;
  beforeAll(async () => {
    stack = await startAdminStack();
    const context = { settings: await readSiteSettings(stack.app.db), publicUrl: 'http://localhost:3000', cap: stack.app.limits.rightsRequestsPerAddress };
    await requestRights(stack.app.db, { email: ERASE, kind: 'erasure', note: 'Please delete everything you hold on me.' }, { ...context, now: Date.now() - 3 * DAY_MS });
    await requestRights(stack.app.db, { email: CORRECT, kind: 'correction', note: 'My clinic moved to Napier Town.' }, { ...context, now: Date.now() });
    for (const [index, email] of [ERASE, CORRECT].entries()) {
      await stack.app.db
        .insertInto('contacts')
        .values({ id: `rights-${index}`, name: `Asha ${index ? 'V' : 'Venkataramanan'}`, email, phone: '+91 98260 12345', verified_email: email, subject: 'Clinic website', message: 'We need a booking site.', created_at: new Date().toISOString() })
        .execute();
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  for (const size of [{ name: '1280', options: { viewport: { width: 1280, height: 800 } } }, { name: '390', options: PHONE }]) {
    it(`${size.name}: the Dashboard lists open requests oldest first with their age`, async () => {
      const page = await stack.openPage(size.options);
      await signIn(page);
      const queue = page.getByRole('table', { name: 'Data requests waiting for an answer, oldest first' });
      await queue.waitFor();
      const rows = queue.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toMatch(/Erasure.*Please delete everything you hold on me\..*3 days/);
      expect(await rows.nth(1).textContent()).toMatch(/Correction.*My clinic moved to Napier Town\..*today/);
      await page.close();
    });
  }

  it('warns on the lead, asks before a reply to a pending erasure, and takes an answered request off the queue', async () => {
    const page = await stack.openPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/admin/contacts');
    await page.getByRole('button', { name: 'View Asha Venkataramanan', exact: true }).click();
    const lead = page.getByRole('dialog').first();
    await lead.getByRole('note').filter({ hasText: 'Erasure requested 3 days ago' }).waitFor();

    await lead.getByRole('textbox', { name: 'Subject' }).fill('About your booking site');
    await lead.getByRole('textbox', { name: 'Message' }).fill('Could we talk on Monday?');
    await lead.getByRole('button', { name: 'Send reply' }).click();
    const ask = page.getByRole('dialog', { name: 'Reply to someone who asked to be erased?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(stack.smtp.messages.filter((mail) => mail.subject === 'About your booking site')).toEqual([]);
    await lead.getByRole('button', { name: 'Send reply' }).click();
    await ask.getByRole('button', { name: 'Send anyway' }).click();
    await stack.smtp.waitForMail((mail) => mail.subject === 'About your booking site' && mail.to.includes(ERASE));
    await lead.getByRole('button', { name: 'Close', exact: true }).click();

    // The look-alike's lead carries its own request, not the erasure.
    await page.getByRole('button', { name: 'View Asha V', exact: true }).click();
    const other = page.getByRole('dialog').first();
    await other.getByRole('note').filter({ hasText: 'Correction requested today' }).waitFor();
    expect(await other.getByRole('note').filter({ hasText: 'Erasure' }).count()).toBe(0);
    await other.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/admin');
    await page.getByRole('button', { name: `Mark answered Correction for ${CORRECT}` }).click();
    await expectNotice(page, 'Request marked answered');
    const rows = page.getByRole('table', { name: 'Data requests waiting for an answer, oldest first' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.textContent()).toContain(ERASE);

    await page.goto(`/admin/people/${encodeURIComponent(ERASE)}`);
    await page.getByText('Asked on the data rights page for the erasure of their data').waitFor();
  });
});
