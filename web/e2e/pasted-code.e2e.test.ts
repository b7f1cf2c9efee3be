import { expect, it } from 'vitest';
import { describeInBrowser, gotoLive, readCode, startStack, uniqueEmail, type Stack, withStack } from './harness.ts';
import { field, see, waitForPath } from './see.ts';

/**
 * A code copied from the mail or a phone's message often comes as "123 456" or "123-456": pasted
 * into the code box, all six digits count (the box keeps digits only, at most six, spec §5).
 */
describeInBrowser('a pasted verification code', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('keeps all six digits of "123 456" pasted on /verify-otp, on a phone, and verifies with them', async () => {
    const { page, context } = await stack.openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = uniqueEmail('pasted');
    await page.request.post('/api/send-otp', { data: { email, type: 'quote' } });
    const code = await readCode(stack.smtp, email);
    await gotoLive(page, `/verify-otp?email=${encodeURIComponent(email)}&type=quote`);
    const box = field(page, '6-digit code');
    for (const copied of [`${code.slice(0, 3)} ${code.slice(3)}`, ` ${code.slice(0, 3)}-${code.slice(3)} `]) {
      await box.fill('');
      await box.focus();
      await page.evaluate((text) => navigator.clipboard.writeText(text), copied);
      await page.keyboard.press('ControlOrMeta+V');
      expect(await box.inputValue()).toBe(code);
    }
    // Typing on past six digits still keeps six.
    await box.press('7');
    expect(await box.inputValue()).toBe(code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await see(page, 'Email verified successfully!');
    await waitForPath(page, `/get-started?verified=${encodeURIComponent(email)}`);
  });
});
