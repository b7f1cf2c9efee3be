import { expect, it } from 'vitest';
import { describeInBrowser, gotoLive, startStack, uniqueEmail, type Stack, withStack } from './harness.ts';
import { field, fillQuote, see } from './see.ts';

/**
 * A message longer than the API takes (5,000 characters) is named on the form, before a code is
 * mailed: the visitor shortens it there, instead of proving the address first and being refused
 * after, on /verify-otp, with the message out of reach.
 */
describeInBrowser('a message longer than the API takes', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('contact form, on a phone: says so on /contact and mails no code', async () => {
    const { page } = await stack.openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const email = uniqueEmail('long-contact');
    await gotoLive(page, '/contact');
    await field(page, 'Full Name').fill('अनन्या चतुर्वेदी');
    await field(page, 'Email Address').fill(email);
    await field(page, 'Subject').fill('नई वेबसाइट');
    // 5,001 characters as the API counts them: an emoji is one.
    await field(page, 'Message').fill(`${'🙏'.repeat(1)}${'क'.repeat(5000)}`);
    const mailsBefore = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await see(page, 'Message must be at most 5,000 characters (it has 5,001)');
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(stack.smtp.messages.slice(mailsBefore).filter((mail) => mail.to.includes(email))).toEqual([]);

    // 5,000 emoji are 10,000 UTF-16 units but 5,000 characters: they go on to the code.
    await field(page, 'Message').fill('🙏'.repeat(5000));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL((url) => url.pathname === '/verify-otp');
  });

  it('quote form: says so before the code is sent', async () => {
    const { page } = await stack.openPage();
    const email = uniqueEmail('long-quote');
    await gotoLive(page, '/get-started');
    await fillQuote(page, email, { name: 'Ananya Chaturvedi', message: 'a'.repeat(5200) });
    const mailsBefore = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Send Quote Request' }).click();
    await see(page, 'Project Description must be at most 5,000 characters (it has 5,200)');
    expect(await field(page, 'Verification code').count()).toBe(0);
    expect(stack.smtp.messages.slice(mailsBefore).filter((mail) => mail.to.includes(email))).toEqual([]);
  });
});
