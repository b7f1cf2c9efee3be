import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeInBrowser, gotoLive, otherCode, readCode, startStack, uniqueEmail, verifyForQuote, type Stack, withStack } from './harness.ts';
import { CONSENT_NOTICES } from '../../shared/content/consent-notices.ts';
import { field, see, spaceAbove, waitForPath } from './see.ts';


async function fillContact(page: Page, email: string, subject = 'New website') {
  await field(page, 'Full Name').fill('Vikram Singh');
  await field(page, 'Email Address').fill(email);
  await field(page, 'Phone Number').fill('+91 90000 11111');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('We need a website for our dhaba chain.');
}

const storedContact = (page: Page) => page.evaluate(() => sessionStorage.getItem('contactFormData'));

describeInBrowser('contact message with e-mail verification', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('keeps the message, verifies the mailed code on /verify-otp, sends it and returns to /contact', async () => {
    const { page, errors } = await stack.openPage();
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await fillContact(page, email, 'Website for dhabas');
    const send = page.getByRole('button', { name: 'Send Message' });
    expect(await spaceAbove(page, CONSENT_NOTICES.lead_contact, send)).toBeGreaterThanOrEqual(8);
    const mailsBefore = stack.smtp.messages.length;
    await send.click();

    await waitForPath(page, `/verify-otp?email=${encodeURIComponent(email)}&type=contact`);
    expect(JSON.parse((await storedContact(page)) ?? '{}')).toMatchObject({ email, subject: 'Website for dhabas' });
    const code = await readCode(stack.smtp, email, mailsBefore);

    const verify = page.getByRole('button', { name: 'Verify Email' });
    const codeBox = field(page, '6-digit code');
    await codeBox.fill('12x45');
    expect(await codeBox.inputValue()).toBe('1245');
    expect(await verify.isDisabled()).toBe(true);
    await codeBox.fill('1234567');
    expect(await codeBox.inputValue()).toHaveLength(6);

    await codeBox.fill(otherCode(code));
    await verify.click();
    await see(page, 'Invalid OTP');

    const leadMails = stack.smtp.messages.length;
    await codeBox.fill(code);
    await verify.click();
    await see(page, 'Email verified successfully!');
    await see(page, 'Message sent successfully!');
    expect(await storedContact(page)).toBeNull();
    // The sender's confirmation proves the server stored and processed the message.
    await stack.smtp.waitForMail((mail) => stack.smtp.messages.indexOf(mail) >= leadMails && mail.to.includes(email));
    await waitForPath(page, '/contact', 5_000);
    // Back on /contact the visitor sees the spec's success panel, not an empty form, then home.
    await see(page, 'Message Sent Successfully');
    expect(await field(page, 'Message').count()).toBe(0);
    await waitForPath(page, '/', 6_000);
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
  });

  it('shows the success panel after verification on a phone too, and Back from home finds the form again', async () => {
    const { page } = await stack.openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const email = uniqueEmail('contact-phone');
    await page.goto('/contact');
    await fillContact(page, email, 'App for our shop');
    const mailsBefore = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForPath(page, `/verify-otp?email=${encodeURIComponent(email)}&type=contact`);
    await field(page, '6-digit code').fill(await readCode(stack.smtp, email, mailsBefore));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await waitForPath(page, '/contact', 5_000);
    const panel = page.getByRole('status').filter({ hasText: 'Message Sent Successfully' });
    await panel.waitFor();
    expect(await panel.isVisible()).toBe(true);
    await waitForPath(page, '/', 6_000);
    await page.goBack();
    await waitForPath(page, '/contact');
    await field(page, 'Message').waitFor();
    expect(await page.getByText('Message Sent Successfully').count()).toBe(0);
  });

  it('sends at once and shows Message Sent Successfully when this browser already verified the address', async () => {
    const { page } = await stack.openPage();
    const email = uniqueEmail('repeat');
    await page.request.post('/api/send-otp', { data: { email, name: 'Repeat', type: 'contact' } });
    const code = await readCode(stack.smtp, email);
    const verified = await page.request.post('/api/verify-otp', { data: { email, otp: code } });
    expect(verified.ok()).toBe(true);

    await page.goto('/contact');
    await fillContact(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await see(page, 'Message Sent Successfully');
    expect(page.url()).toMatch(/\/contact$/);
    await waitForPath(page, '/', 6_000);
  });

  it('sends a message again after a proxy 502 that hid its commit, and it is stored once', async () => {
    const { page } = await stack.openPage();
    const email = uniqueEmail('proxy-502');
    await page.request.post('/api/send-otp', { data: { email, name: 'Retry', type: 'contact' } });
    expect((await page.request.post('/api/verify-otp', { data: { email, otp: await readCode(stack.smtp, email) } })).ok()).toBe(true);
    // The first try reaches the server and is stored, but the visitor gets the proxy's empty 502
    // (its instance died before answering); the next goes through.
    const keys: string[] = [];
    await page.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.fulfill({ status: 502, body: '' });
    });

    await page.goto('/contact');
    await fillContact(page, email, 'Sent through a failing proxy');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await see(page, 'Message Sent Successfully');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const stored = await stack.app.db.selectFrom('contacts').select('id').where('verified_email', '=', email).execute();
    expect(stored).toHaveLength(1);
    expect(await stack.app.db.selectFrom('outbox').select('id').where('to_address', '=', email).where('kind', '=', 'lead-confirmation').execute()).toHaveLength(1);
  });

  it('brings the kept message back to the form on Go Back, to mend a mistyped address', async () => {
    const { page, errors } = await stack.openPage();
    const mistyped = uniqueEmail('typo');
    await page.goto('/contact');
    await fillContact(page, mistyped, 'Menu site for our dhaba');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await waitForPath(page, `/verify-otp?email=${encodeURIComponent(mistyped)}&type=contact`);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await waitForPath(page, '/contact');
    await expect.poll(() => field(page, 'Message').inputValue()).toBe('We need a website for our dhaba chain.');
    expect(await field(page, 'Subject').inputValue()).toBe('Menu site for our dhaba');
    expect(await field(page, 'Email Address').inputValue()).toBe(mistyped);
    expect(errors).toEqual([]);
  });

  it('requires name, e-mail, subject and message', async () => {
    const { page } = await stack.openPage();
    await page.goto('/contact');
    await fillContact(page, uniqueEmail('incomplete'));
    await field(page, 'Subject').fill('');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await see(page, 'Please fill in all required fields');
    expect(new URL(page.url()).pathname).toBe('/contact');
  });

  it('shows the server message and keeps the form editable when the code cannot be sent', async () => {
    const { page } = await stack.openPage();
    await page.goto('/contact');
    await fillContact(page, 'not-an-address@');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: /\w/ }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await field(page, 'Message').isEditable()).toBe(true);
  });

  it('offers Resend Code only after the 60 s countdown, then mails a new code', async () => {
    const { page } = await stack.openPage();
    const email = uniqueEmail('resend');
    await page.clock.install();
    await page.request.post('/api/send-otp', { data: { email, name: 'Resend', type: 'contact' } });
    await readCode(stack.smtp, email);
    await gotoLive(page, `/verify-otp?email=${encodeURIComponent(email)}&type=contact`);
    const resend = page.getByRole('button', { name: /Resend Code/ });
    await see(page, '(60s)');
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.runFor(30_000);
    const left = Number(/\((\d+)s\)/.exec((await resend.textContent()) ?? '')?.[1]);
    expect(left).toBeGreaterThanOrEqual(28);
    expect(left).toBeLessThanOrEqual(31);
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.runFor(32_000);
    expect(await resend.isEnabled()).toBe(true);

    // The server's own 60 s rule must agree: move its clock past the cooldown too.
    stack.clock.advance(61_000);
    const mailsBefore = stack.smtp.messages.length;
    await resend.click();
    await see(page, 'New OTP sent to your email!');
    await readCode(stack.smtp, email, mailsBefore);
    await see(page, '(60s)');
    // Toasts last 5 seconds.
    await page.clock.runFor(5_100);
    await page.getByText('New OTP sent to your email!').waitFor({ state: 'hidden' });
  });

  it('sends a visitor without an e-mail query back to /contact', async () => {
    const { page } = await stack.openPage();
    await page.goto('/verify-otp?type=contact');
    await waitForPath(page, '/contact');
  });

  it('goes to the quote form with ?verified= after verifying a quote address', async () => {
    const { page } = await stack.openPage();
    await verifyForQuote(stack, page, uniqueEmail('quote-verify'), 'Q');
  });
});
