import { expect, it } from 'vitest';
import { describeInBrowser, otherCode, readCode, startStack, uniqueEmail, verifyForQuote, type Stack, withStack } from './harness.ts';
import { CONSENT_NOTICES } from '../../shared/content/consent-notices.ts';
import { field, fillQuote, notSee, see, select, spaceAbove, waitForPath } from './see.ts';

describeInBrowser('quote request at /get-started', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('verifies the e-mail with the mailed code, rejects a wrong code, sends the quote and goes home', async () => {
    const { page, errors } = await stack.openPage();
    const email = uniqueEmail('quote');
    await page.goto('/get-started');
    await page.getByRole('heading', { name: 'Project Details' }).waitFor();

    const subService = select(page, 'Sub-service');
    expect(await subService.isDisabled()).toBe(true);
    await fillQuote(page, email);
    // What sending agrees to is read before the button, clear of it (the consent records this text).
    const send = page.getByRole('button', { name: 'Send Quote Request' });
    expect(await spaceAbove(page, CONSENT_NOTICES.lead_contact, send)).toBeGreaterThanOrEqual(8);

    const mailsBefore = stack.smtp.messages.length;
    await send.click();
    await see(page, 'OTP sent! Please check your email.');
    await see(page, 'OTP sent to your email. Please enter it below to continue.');
    const code = await readCode(stack.smtp, email, mailsBefore);

    const codeBox = field(page, 'Verification code');
    await codeBox.fill('12ab');
    expect(await codeBox.inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Verify & Submit' }).click();
    await see(page, 'Please enter a valid 6-digit OTP');

    await codeBox.fill(otherCode(code));
    await page.getByRole('button', { name: 'Verify & Submit' }).click();
    await see(page, 'Invalid OTP');

    await codeBox.fill(code);
    await page.getByRole('button', { name: 'Verify & Submit' }).click();
    await see(page, 'Email verified successfully!');

    const leadMails = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await see(page, 'Quote request sent successfully! Redirecting to home...');
    // The agency and the sender are both told about the new quote request.
    await stack.smtp.waitForMail((mail) => stack.smtp.messages.indexOf(mail) >= leadMails && mail.to.includes(email));
    await waitForPath(page, '/', 6_000);
    await see(page, /Leading Digital Agency in/);
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('keeps where the visit came from (UTM tags of its first page, no cookie) and its brochure download with the quote, on a phone', async () => {
    const { page } = await stack.openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const email = uniqueEmail('utm');
    await page.goto('/services?utm_source=newsletter&utm_medium=email&utm_campaign=diwali');
    // The brochure, downloaded on the way, goes on the lead's timeline too.
    await page.goto('/');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Brochure' }).click();
    await download;
    await page.goto('/get-started');
    await fillQuote(page, email);
    const mailsBefore = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Send Quote Request' }).click();
    const code = await readCode(stack.smtp, email, mailsBefore);
    await field(page, 'Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify & Submit' }).click();
    await see(page, 'Email verified successfully!');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await see(page, 'Quote request sent successfully! Redirecting to home...');
    const stored = await stack.app.db
      .selectFrom('quotes')
      .select(['utm_source', 'utm_medium', 'utm_campaign', 'landing_page', 'downloaded_brochure'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'diwali', landing_page: '/services', downloaded_brochure: 1 });
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('visit-source');
  });

  it('asks for name and e-mail before sending a code', async () => {
    const { page } = await stack.openPage();
    await page.goto('/get-started');
    await fillQuote(page, uniqueEmail('blank-name'));
    await field(page, 'Full Name').fill('   ');
    await page.getByRole('button', { name: 'Send Quote Request' }).click();
    await see(page, 'Please fill in your name and email first');
    // Status banners reset after 3 seconds.
    await notSee(page, 'Please fill in your name and email first', 6_000);
  });

  it('enables the sub-service only after a primary service and resets it when that changes', async () => {
    const { page } = await stack.openPage();
    await page.goto('/get-started');
    const subService = select(page, 'Sub-service');
    await subService.waitFor();
    expect(await subService.isDisabled()).toBe(true);
    await select(page, 'Primary Service').selectOption({ label: 'Mobile Applications' });
    expect(await subService.isEnabled()).toBe(true);
    await subService.selectOption('App store deployment');
    await select(page, 'Primary Service').selectOption({ label: 'Brand & Design' });
    expect(await subService.inputValue()).toBe('');
    const options = await subService.locator('option').allTextContents();
    expect(options).toContain('Design systems');
    expect(options).not.toContain('App store deployment');
  });

  it('lists budgets and timelines from the configuration in their order', async () => {
    const { page } = await stack.openPage();
    await page.goto('/get-started');
    await select(page, 'Budget (INR)').waitFor();
    const budgets = await select(page, 'Budget (INR)').locator('option').allTextContents();
    expect(budgets.slice(1)).toEqual(['Under 1,00,000', '1,00,000-5,00,000', '5,00,000-10,00,000', '10,00,000-25,00,000', '25,00,000+']);
    const timelines = await select(page, 'Timeline').locator('option').allTextContents();
    expect(timelines.slice(1)).toEqual(['ASAP (Rush Job)', '1-2 weeks', '1 month', '2-3 months', '3+ months']);
  });

  it('skips the code steps for an address this browser already verified (on blur and via ?verified=)', async () => {
    const { page } = await stack.openPage();
    const email = uniqueEmail('known');
    // Verify through the standalone page first, as a visitor coming from the quote flow would.
    await verifyForQuote(stack, page, email, 'Known');
    expect(await field(page, 'Email Address').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Submit Quote Request' }).waitFor();

    // A fresh visit: typing the address and leaving the field is enough.
    await page.goto('/get-started');
    await page.getByRole('button', { name: 'Send Quote Request' }).waitFor();
    await field(page, 'Email Address').fill(email);
    await field(page, 'Phone Number').focus();
    await page.getByRole('button', { name: 'Submit Quote Request' }).waitFor();
    await see(page, 'Email verified');
  });

  it("shows the server's refusal when the quote is sent without verification", async () => {
    const { page } = await stack.openPage();
    const email = uniqueEmail('sneaky');
    // Pretend the check said verified although this browser never proved the address.
    await page.route('**/api/check-email-verified*', (route) => route.fulfill({ json: { success: true, verified: true } }));
    await page.goto('/get-started');
    await fillQuote(page, email);
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    const refusal = await see(page, /verif/i);
    expect(await refusal.textContent()).not.toContain('Quote request sent successfully');
    await page.getByRole('button', { name: 'Submit Quote Request' }).waitFor();
  });
});
