import { expect, it } from 'vitest';
import { describeInBrowser, startStack, uniqueEmail, type Stack, withStack } from './harness.ts';
import { notSee, see } from './see.ts';

describeInBrowser('newsletter box and /unsubscribe', () => {
  let stack: Stack;
  withStack(startStack, (started) => (stack = started));

  it('subscribes from the footer, mails a welcome, and returns to idle after 3 s', async () => {
    const { page, errors } = await stack.openPage();
    const email = uniqueEmail('reader');
    await page.goto('/');
    const box = page.getByRole('textbox', { name: 'Email address for the newsletter' });
    await box.fill(email);
    const mailsBefore = stack.smtp.messages.length;
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await see(page, 'Successfully subscribed!');
    expect(await box.inputValue()).toBe('');
    await stack.smtp.waitForMail((mail) => stack.smtp.messages.indexOf(mail) >= mailsBefore && mail.to.includes(email));
    await notSee(page, 'Successfully subscribed!', 6_000);
    expect(errors).toEqual([]);
  });

  it('shows the error state for an empty address, then returns to idle', async () => {
    const { page } = await stack.openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await see(page, 'Failed to subscribe. Try again.');
    await notSee(page, 'Failed to subscribe. Try again.', 6_000);
  });

  it('unsubscribes a subscribed address', async () => {
    const { page, errors } = await stack.openPage();
    const email = uniqueEmail('leaver');
    const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email } });
    expect(subscribed.ok()).toBe(true);
    await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}`);
    await see(page, 'Unsubscribed Successfully');
    await see(page, 'You have been successfully unsubscribed from our newsletter.');
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await see(page, /Leading Digital Agency in/);
    expect(errors).toEqual([]);
  });

  it("shows the server's message for an address that is not subscribed", async () => {
    const { page } = await stack.openPage();
    await page.goto(`/unsubscribe?email=${encodeURIComponent(uniqueEmail('stranger'))}`);
    await see(page, 'Unsubscribe Failed');
    await see(page, 'This email address is not subscribed to our newsletter.');
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
    const email = uniqueEmail('retry');
    await page.request.post('/api/newsletter/subscribe', { data: { email } });
    await page.route('**/api/newsletter/unsubscribe', (route) => route.abort());
    await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}`);
    await see(page, 'An error occurred. Please try again later.');
    await page.unroute('**/api/newsletter/unsubscribe');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await see(page, 'Unsubscribed Successfully');
  });
});
