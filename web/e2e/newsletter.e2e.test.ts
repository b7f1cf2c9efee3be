import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { ReceivedMail } from '../../api/test/smtp.ts';
import { describeInBrowser, startStack, uniqueEmail, type Stack, withStack } from './harness.ts';
import { notSee, see } from './see.ts';

describeInBrowser('newsletter box, confirmation and /unsubscribe', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  const mailTo = (email: string, subject: RegExp) =>
    stack.smtp.waitForMail((mail) => mail.to.includes(email) && subject.test(mail.subject), 15_000);
  /** A link of a mail, as a path of this server (the mail's links use PUBLIC_URL). */
  const linkIn = (mail: ReceivedMail, path: RegExp) => {
    const url = new URL(new RegExp(`https?://[^\\s)\\]]*${path.source}[^\\s)\\]]*`).exec(mail.text)![0]);
    return url.pathname + url.search;
  };

  /** Subscribes through the API and confirms in the browser; answers the welcome mail. */
  async function subscribeAndConfirm(page: Page, email: string): Promise<ReceivedMail> {
    expect((await page.request.post('/api/newsletter/subscribe', { data: { email } })).ok()).toBe(true);
    await page.goto(linkIn(await mailTo(email, /confirm your subscription/i), /\/api\/newsletter\/confirm\//));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await see(page, 'Subscription confirmed');
    return mailTo(email, /^Welcome/);
  }

  it('subscribes from the footer, mails a confirmation link, and returns to idle after 3 s', async () => {
    const { page, errors } = await stack.openPage();
    const email = uniqueEmail('reader');
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Email address for the newsletter' });
    await box.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await see(page, 'Successfully subscribed!');
    expect(await box.inputValue()).toBe('');
    const confirmation = await mailTo(email, /confirm your subscription/i);
    await notSee(page, 'Successfully subscribed!', 6_000);
    expect(errors).toEqual([]);

    // Only the button on the link's page confirms; the welcome mail follows.
    await page.goto(linkIn(confirmation, /\/api\/newsletter\/confirm\//));
    expect(stack.smtp.messages.some((mail) => mail.to.includes(email) && /^Welcome/.test(mail.subject))).toBe(false);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await see(page, 'Subscription confirmed');
    await mailTo(email, /^Welcome/);
  });

  it('shows the error state for an empty address, then returns to idle', async () => {
    const { page } = await stack.openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await see(page, 'Failed to subscribe. Try again.');
    await notSee(page, 'Failed to subscribe. Try again.', 6_000);
  });

  it("unsubscribes with the welcome mail's link after a click on the button", async () => {
    const { page, errors } = await stack.openPage();
    const email = uniqueEmail('leaver');
    const welcome = await subscribeAndConfirm(page, email);
    let calls = 0;
    page.on('request', (request) => void (request.url().includes('/api/newsletter/unsubscribe') && calls++));
    await page.goto(linkIn(welcome, /\/unsubscribe\?/));
    await see(page, 'Unsubscribe from our newsletter?');
    expect(calls).toBe(0); // opening the link alone (a mail scanner) unsubscribes nobody
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await see(page, 'Unsubscribed Successfully');
    await see(page, 'You have been successfully unsubscribed from our newsletter.');
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await see(page, /Leading Digital Agency in/);
    expect(errors).toEqual([]);
  });

  it("shows the server's message for a link without a valid token", async () => {
    const { page } = await stack.openPage();
    await page.goto(`/unsubscribe?email=${encodeURIComponent(uniqueEmail('stranger'))}&token=made-up-token-123`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await see(page, 'Unsubscribe Failed');
    await see(page, 'This unsubscribe link is not valid. Please use the link in our latest e-mail.');
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.getByRole('link', { name: 'Contact Support' }).waitFor();
  });

  it('fails at once without an e-mail query', async () => {
    const { page } = await stack.openPage();
    await page.goto('/unsubscribe');
    await see(page, 'Unsubscribe Failed');
    await see(page, 'No email address provided');
  });

  it('retries after a network failure', async () => {
    const { page } = await stack.openPage();
    const welcome = await subscribeAndConfirm(page, uniqueEmail('retry'));
    await page.route('**/api/newsletter/unsubscribe', (route) => route.abort());
    await page.goto(linkIn(welcome, /\/unsubscribe\?/));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await see(page, 'An error occurred. Please try again later.');
    await page.unroute('**/api/newsletter/unsubscribe');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await see(page, 'Unsubscribed Successfully');
  });
});
