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
    await page.goto(linkIn(await mailTo(email, /confirm your subscription/i), /\/newsletter\/confirm\?/));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await see(page, 'Subscription confirmed');
    return mailTo(email, /^Welcome/);
  }

  it('subscribes from the footer, says a confirmation link is on its way, and confirms on a page of the site', async () => {
    const { page, errors } = await stack.openPage();
    const email = `${'subscriber.with-a-long-name'}-${Date.now().toString(36)}@newsletter-readers.example.co.in`;
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Email address for the newsletter' });
    await box.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await see(page, 'Successfully subscribed!');
    await see(page, `Check your inbox: we sent a confirmation link to ${email}. Nothing is sent until you confirm.`);
    expect(await box.inputValue()).toBe('');
    const confirmation = await mailTo(email, /confirm your subscription/i);
    // The spec's banner goes back to idle after 3 s; what the reader must do next stays.
    await notSee(page, 'Successfully subscribed!', 6_000);
    await see(page, 'Check your inbox: we sent a confirmation link');
    expect(errors).toEqual([]);

    // The link opens a page of the site (header, footer, a way back); only its button confirms.
    const link = linkIn(confirmation, /\/newsletter\/confirm\?/);
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).waitFor({ state: 'attached' });
    await page.getByRole('contentinfo').waitFor();
    expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBe(1);
    await page.reload();
    expect(stack.smtp.messages.some((mail) => mail.to.includes(email) && /^Welcome/.test(mail.subject))).toBe(false);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await see(page, 'Subscription confirmed');
    await see(page, 'Thank you: your subscription is confirmed. A welcome e-mail is on its way.');
    await mailTo(email, /^Welcome/);

    // The link used again, and then the way back home.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await see(page, 'This confirmation link is not valid any more. Subscribe again to get a new one.');
    await page.getByRole('main').getByRole('link', { name: 'Return to Homepage' }).click();
    await see(page, /Leading Digital Agency in/);

    // A link cut short by a mail program (a token shorter than any we send) can never work either.
    await page.goto(`/newsletter/confirm?token=${/token=([^&]+)/.exec(link)![1].slice(0, 6)}`);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await see(page, 'This confirmation link is not valid any more. Subscribe again to get a new one.');
    await notSee(page, 'That did not work. Please try again.');
  });

  it('confirms with the page\'s form before its script runs, and sends a link of an older mail to the page', async () => {
    const context = await stack.browser.newContext({ baseURL: stack.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('no-script');
    expect((await page.request.post('/api/newsletter/subscribe', { data: { email } })).ok()).toBe(true);
    const { confirm_token: token } = await stack.app.db.selectFrom('subscribers').select('confirm_token').where('email', '=', email).executeTakeFirstOrThrow();
    // Mails sent before the page existed link to the API path: it sends them on to the page.
    await page.goto(`/api/newsletter/confirm/${token}`);
    expect(new URL(page.url()).pathname).toBe('/newsletter/confirm');
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.waitForURL((url) => url.search === '?result=confirmed');
    await see(page, 'Subscription confirmed');
    await mailTo(email, /^Welcome/);
    await context.close();
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
