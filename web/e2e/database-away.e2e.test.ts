import { it } from 'vitest';
import type { Page } from 'playwright-core';
import { UNAVAILABLE_MESSAGE } from '../../api/plugins/app/unavailable-page.ts';
import { describeInBrowser, startStack, uniqueEmail, type Stack, withStack } from './harness.ts';
import { notSee, see } from './see.ts';

/**
 * Design §11 as a visitor sees it. The server's side (a 503 with this message while its database
 * is away, reads from its cache) is proven on real processes and a stopped PostgreSQL by
 * api/db-outage.fault.test.ts; here the browser gets those answers, routed, and shows them.
 */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function sendContact(page: Page) {
  await page.goto('/contact');
  await field(page, 'Full Name').fill('आशा वर्मा');
  await field(page, 'Email Address').fill(uniqueEmail('away'));
  await field(page, 'Subject').fill('Clinic website');
  await field(page, 'Message').fill('A site for our clinic on Gupta Lane, Bhopal.');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

describeInBrowser('the database away', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it("shows the server's 'temporarily unavailable' message in the contact form, without the offline banner", async () => {
    const { page } = await stack.openPage();
    const unavailable = { status: 503, headers: { 'retry-after': '30' }, json: { success: false, message: UNAVAILABLE_MESSAGE } };
    await page.route('**/api/check-email-verified?*', (route) => route.fulfill(unavailable));
    await page.route('**/api/send-otp', (route) => route.fulfill(unavailable));
    await sendContact(page);
    await see(page, UNAVAILABLE_MESSAGE);
    // The server answered: its pages and cached content are there, so the site is not offline.
    await notSee(page, 'Backend Offline');
  });

  it('shows the Backend Offline banner when the proxy finds no instance (502 without a message)', async () => {
    const { page } = await stack.openPage();
    await page.goto('/contact');
    const badGateway = { status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' };
    await page.route('**/api/**', (route) => route.fulfill(badGateway));
    await sendContact(page);
    await see(page, 'Backend Offline');
  });
});
