import { expect, it } from 'vitest';
import { describeInBrowser, gotoLive, readCode, startStack, type Stack, withStack } from './harness.ts';
import { see } from './see.ts';

/**
 * A double click (or a double tap on a slow phone network) on /your-data sends one request: one
 * code, one correction or erasure request mailed to the agency, one of the person's three a day.
 */
describeInBrowser('double clicks on the data rights page', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('sends one code and one request, on a phone', async () => {
    const email = 'ananya.rajeshwari.chaturvedi.verma.ceo@example.com';
    const { page, errors } = await stack.openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoLive(page, '/your-data');
    const since = stack.smtp.messages.length;
    await page.getByRole('main').getByRole('textbox', { name: 'Email Address' }).fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).dblclick();
    await see(page, 'OTP sent! Please check your email.');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await readCode(stack.smtp, email, since));
    await page.getByRole('button', { name: 'Verify and show my data' }).dblclick();
    await page.getByRole('heading', { name: `What we hold on ${email}` }).waitFor();

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
