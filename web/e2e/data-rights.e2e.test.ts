import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { subscribeConfirmed } from '../../api/test/newsletter.ts';
import { describeInBrowser, gotoLive, readCode, startStack, type Stack, withStack } from './harness.ts';
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

  /** Proves the address on /your-data with the mailed code, pressing each button as `press` says. */
  async function proveAddress(page: Page, email: string, press: 'click' | 'dblclick') {
    const since = stack.smtp.messages.length;
    await page.getByRole('main').getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Send me a code' })[press]();
    await see(page, 'OTP sent! Please check your email.');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(stack.smtp, email, since));
    await page.getByRole('button', { name: 'Verify and show my data' })[press]();
    await page.getByRole('heading', { name: `What we hold on ${email}` }).waitFor();
  }

  for (const [name, options] of [['desktop', {}], ['phone', PHONE]] as const) {
    it(`shows a proven address its data, withdraws a consent and sends an erasure request (${name})`, async () => {
      const email = `asha-${name}@e2e.test`;
      await subscribeConfirmed(stack.app, email);
      const { page, errors } = await stack.openPage(options);
      await page.goto('/privacy');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your Data' }).waitFor();
      await proveAddress(page, email, 'click');

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

  // A double click (or a double tap on a slow phone network) sends one request: one code, one
  // correction or erasure request mailed to the agency, one of the person's three a day.
  it('sends one code and one request for double clicks, on a phone', async () => {
    const email = 'ananya.rajeshwari.chaturvedi.verma.ceo@example.com';
    const { page, errors } = await stack.openPage(PHONE);
    await gotoLive(page, '/your-data');
    const since = stack.smtp.messages.length;
    await proveAddress(page, email, 'dblclick');

    await page.getByRole('combobox', { name: 'What would you like?' }).selectOption({ label: 'Correct my data' });
    await page.getByRole('textbox', { name: 'Tell us what to change or remove' }).fill('मेरा फ़ोन नंबर बदलें: +91 98260 11111');
    await page.getByRole('button', { name: 'Send request' }).dblclick();
    await see(page, 'Thank you. We will answer your request by e-mail within 30 days.');
    await stack.smtp.waitForMail((mail) => mail.subject === `Data request: correction for ${email}`);
    // Whatever a second click would have sent has had time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mailsTo = (pattern: RegExp) => stack.smtp.messages.slice(since).filter((mail) => pattern.test(mail.subject)).length;
    expect(mailsTo(/^Data request: correction/)).toBe(1);
    expect(mailsTo(/verification code/i)).toBe(1);
    expect(errors).toEqual([]);
  });
});
