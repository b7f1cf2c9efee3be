import type { BrowserContext } from 'playwright-core';
import { it } from 'vitest';
import { describeInBrowser, gotoLive, readCode, startStack, uniqueEmail, type Stack, withStack } from './harness.ts';
import { field, see } from './see.ts';

/**
 * Two tabs of one browser, each with a contact message waiting for its own address's code: each
 * tab sends its own message once its code is typed there, and neither takes the other's.
 */
describeInBrowser('contact messages from two tabs', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  async function startInTab(context: BrowserContext, email: string, message: string) {
    const page = await context.newPage();
    await gotoLive(page, '/contact');
    await field(page, 'Full Name').fill('Ananya Chaturvedi');
    await field(page, 'Email Address').fill(email);
    await field(page, 'Subject').fill('नई वेबसाइट');
    await field(page, 'Message').fill(message);
    const since = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL((url) => url.pathname === '/verify-otp');
    return { page, code: await readCode(stack.smtp, email, since) };
  }

  it('sends each tab its own message', async () => {
    const { context } = await stack.openPage();
    const first = uniqueEmail('tab-one');
    const second = uniqueEmail('tab-two');
    const one = await startInTab(context, first, 'Message written in the first tab');
    const two = await startInTab(context, second, 'Message written in the second tab');

    for (const [tab, email, message] of [[one, first, 'first'], [two, second, 'second']] as const) {
      await tab.page.bringToFront();
      await field(tab.page, '6-digit code').fill(tab.code);
      await tab.page.getByRole('button', { name: 'Verify Email' }).click();
      await see(tab.page, 'Message sent successfully!');
      // The agency's notification of this address's message carries this tab's words.
      await stack.smtp.waitForMail((mail) => mail.raw.includes(`Reply-To: ${email}`) && mail.text.includes(`Message written in the ${message} tab`));
    }
  });
});
