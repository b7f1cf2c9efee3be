import { expect, it } from 'vitest';
import { subscribeConfirmed } from '../../api/test/newsletter.ts';
import { describeInBrowser, readCode, startStack, type Stack, withStack } from './harness.ts';
import { see } from './see.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Issue 18, the person's side of their data rights: from the footer to /your-data, the e-mail
 * code, what is held (downloadable), a consent withdrawn in one click, an erasure request that
 * reaches the agency.
 */
describeInBrowser('the data rights page', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  for (const [name, options] of [['desktop', {}], ['phone', PHONE]] as const) {
    it(`shows a proven address its data, withdraws a consent and sends an erasure request (${name})`, async () => {
      const email = `asha-${name}@e2e.test`;
      await subscribeConfirmed(stack.app, email);
      const { page, errors } = await stack.openPage(options);
      await page.goto('/privacy');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Data' }).waitFor();

      const since = stack.smtp.messages.length;
      await page.getByRole('main').getByRole('textbox', { name: 'Email Address' }).fill(email);
      await page.getByRole('button', { name: 'Send me a code' }).click();
      await see(page, 'OTP sent! Please check your email.');
      await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(stack.smtp, email, since));
      await page.getByRole('button', { name: 'Verify and show my data' }).click();

      await page.getByRole('heading', { name: `What we hold on ${email}` }).waitFor();
      await see(page, 'Newsletter: active');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download all of it (JSON)' }).click();
      expect((await download).suggestedFilename()).toBe(`my-data-${email}.json`);

      const consents = page.getByRole('region', { name: 'Your consents' });
      await consents.getByText(/Newsletter and offers .*: given/).waitFor();
      await consents.getByRole('button', { name: 'Withdraw' }).click();
      await see(page, 'Consent withdrawn.');
      await consents.getByText(/Newsletter and offers .*: withdrawn/).waitFor();
      await see(page, 'Newsletter: unsubscribed');

      await page.getByRole('combobox', { name: 'What would you like?' }).selectOption({ label: 'Erase my data' });
      await page.getByRole('textbox', { name: 'Tell us what to change or remove' }).fill('Please remove everything you hold on me.');
      await page.getByRole('button', { name: 'Send request' }).click();
      await see(page, 'Thank you. We will answer your request by e-mail within 30 days.');
      const mail = await stack.smtp.waitForMail((m) => m.subject === `Data request: erasure for ${email}`);
      expect(mail.text).toContain('Please remove everything you hold on me.');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});
