import { expect, it } from 'vitest';
import { subscribeConfirmed } from '../../api/test/newsletter.ts';
import { ADMIN_EMAIL, PHONE, expectNotice, openTab, signIn, startAdminStack, type AdminStack } from './admin-harness.ts';
import { describeInBrowser, withStack } from './harness.ts';

const SIZES = [
  { name: 'desktop', options: {} },
  { name: 'phone', options: PHONE },
] as const;

describeInBrowser('campaigns: preview, test mail, confirmed audience and honest status', () => {
  let stack: AdminStack;
  // One campaign mail a minute: the second recipient waits until the test moves the server clock.
  withStack(() => startAdminStack({ campaigns: { ratePerMinute: 1 } }), (started) => (stack = started));

  for (const { name, options } of SIZES) {
    it(`previews, tests, confirms the recipient count and follows queued / sending / sent (${name})`, async () => {
      const readers = [`ira-${name}@e2e.test`, `om-${name}@e2e.test`];
      for (const email of readers) await subscribeConfirmed(stack.app, email);
      const audience = (await stack.app.db.selectFrom('subscribers').select('email').where('status', '=', 'active').execute()).length;
      const page = await stack.openPage(options);
      const questions: string[] = [];
      page.on('dialog', (dialog) => questions.push(dialog.message()));
      await signIn(page);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await openTab(page, 'Email Marketing');

      const campaignName = `Monsoon ${name}`;
      const subject = `Monsoon offers ${name}`;
      await page.getByLabel('Subject').fill(subject);
      await page.getByLabel('Content').fill('<h2>Rainy-day rates</h2><p>Hello {{email}}, 15% off apps.</p>');
      // A name of spaces is refused before the recipients are counted and staff are asked.
      await page.getByLabel('Campaign name').fill('   ');
      await page.getByRole('button', { name: 'Send Campaign' }).click();
      await expectNotice(page, 'Failed to send campaign: name is required');
      expect(questions).toEqual([]);
      await page.getByLabel('Campaign name').fill(campaignName);

      await page.getByRole('button', { name: 'Preview' }).click();
      const dialog = page.getByRole('dialog', { name: 'Campaign preview' });
      await dialog.getByText(subject).waitFor();
      const frame = page.frameLocator('iframe[title="Rendered campaign mail"]');
      await frame.getByText(`Hello ${ADMIN_EMAIL}, 15% off apps.`).waitFor();
      await frame.getByRole('link', { name: 'Unsubscribe' }).waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();

      // A double click (an impatient tap) queues one test mail, not two.
      await page.getByRole('button', { name: 'Send test to me' }).dblclick();
      await expectNotice(page, `Test mail queued to ${ADMIN_EMAIL}`);
      const test = await stack.smtp.waitForMail((mail) => mail.subject === `[Test] ${subject}`);
      expect(test.to).toEqual([ADMIN_EMAIL]);
      const tests = await stack.app.db.selectFrom('outbox').select('id').where('subject', '=', `[Test] ${subject}`).execute();
      expect(tests).toHaveLength(1);
      expect(stack.smtp.messages.filter((mail) => mail.subject === subject)).toEqual([]);

      await page.getByRole('button', { name: 'Send Campaign' }).click();
      await expectNotice(page, 'Email campaign sent successfully!');
      expect(questions).toEqual([`Send "${campaignName}" to ${audience} recipients (Newsletter subscribers)?`]);

      const row = page.getByRole('listitem', { name: `Campaign ${campaignName}` });
      await row.getByText(`Sending 1 of ${audience}`).waitFor({ timeout: 15_000 });
      // As drawn: the pill capitalises its first letter only.
      expect(await row.locator('.adm-pill').innerText()).toBe(`Sending 1 of ${audience}`);
      for (let i = 1; i < audience; i++) stack.advanceClock(61_000);
      await row.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
      await row.getByText(`Sent ${audience} of ${audience}`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Who it went to: each recipient with the outcome, found by address, opening their timeline.
      await row.getByRole('button', { name: 'Recipients' }).click();
      const recipients = page.getByRole('dialog', { name: `Recipients of ${campaignName}` });
      await recipients.getByText(`1–${audience} of ${audience}`).waitFor();
      expect(await recipients.locator('tbody').getByText('Sent', { exact: true }).count()).toBe(audience);
      await recipients.getByLabel('Search recipients').fill(`OM-${name}`);
      await recipients.getByText('1–1 of 1').waitFor();
      await recipients.getByRole('link', { name: readers[1] }).click();
      await page.getByRole('heading', { level: 2, name: readers[1] }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/admin/people/${encodeURIComponent(readers[1])}`);
      await page.getByText(`Campaign "${campaignName}"`).first().waitFor();
    });
  }

  it('keeps the sending pace staff set, and a sending campaign says when it will finish', async () => {
    await subscribeConfirmed(stack.app, 'pace-reader@e2e.test');
    const page = await stack.openPage();
    await signIn(page);
    await openTab(page, 'Email Marketing');
    const pace = page.getByLabel('Mails per minute');
    await expect.poll(() => pace.inputValue()).toBe('1');
    await pace.fill('0');
    expect(await page.getByRole('button', { name: 'Save pace' }).isDisabled()).toBe(true);
    await pace.fill('2');
    await page.getByText('At this pace 1,000 recipients take about 8.3 hours.').waitFor();
    await page.getByRole('button', { name: 'Save pace' }).click();
    await expectNotice(page, 'Campaigns will send 2 mails a minute');
    await page.reload();
    await expect.poll(() => page.getByLabel('Mails per minute').inputValue()).toBe('2');

    await page.getByLabel('Campaign name').fill('Paced');
    await page.getByLabel('Subject').fill('Paced news');
    await page.getByLabel('Content').fill('<p>Hello</p>');
    await page.getByRole('button', { name: 'Send Campaign' }).click();
    await expectNotice(page, 'Email campaign sent successfully!');
    const row = page.getByRole('listitem', { name: 'Campaign Paced' });
    await row.getByText(/^Expected to finish \d/).waitFor();

    // Paused (as send errors in a row leave it), then resumed with a double click: one resume, no refusal of a second.
    await stack.app.db.updateTable('campaigns').set({ status: 'paused' }).where('name', '=', 'Paced').execute();
    await page.reload();
    await row.getByRole('button', { name: 'Resume' }).dblclick();
    await expectNotice(page, 'Campaign resumed');
    await row.getByRole('button', { name: 'Resume' }).waitFor({ state: 'detached' });
    expect(await page.locator('.adm-notice--error').count()).toBe(0);
  });
});
