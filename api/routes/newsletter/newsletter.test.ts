import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await startTestApp();
});
afterEach(async () => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const statusOf = async (email: string) =>
  (await ctx.app.db.selectFrom('subscribers').select('status').where('email', '=', email).executeTakeFirst())?.status;

describe('newsletter', () => {
  it('subscribes, mails a welcome with a personal unsubscribe link and one-click headers', async () => {
    const answer = await post('/api/newsletter/subscribe', { email: 'Neha@Example.com' });
    expect(answer.json()).toEqual({ success: true, message: 'Successfully subscribed!' });
    expect(await statusOf('neha@example.com')).toBe('active');

    const mail = await ctx.smtp.waitForMail((m) => m.to.includes('neha@example.com'));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-id']).toContain('newsletter.localhost');
    expect(mail.text).toMatch(/\/unsubscribe\?email=neha%40example\.com&token=/);

    const oneClick = /<https?:\/\/[^/]+(\/api\/newsletter\/one-click\/[^>]+)>/.exec(mail.headers['list-unsubscribe'])![1];
    const unsubscribed = await ctx.app.inject({
      method: 'POST',
      url: oneClick,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(await statusOf('neha@example.com')).toBe('unsubscribed');
  });

  it('is idempotent and reactivates an unsubscribed address', async () => {
    await post('/api/newsletter/subscribe', { email: 'raj@example.com' });
    const again = await post('/api/newsletter/subscribe', { email: 'raj@example.com' });
    expect(again.json()).toEqual({ success: true, message: 'You are already subscribed.' });
    expect(await ctx.app.db.selectFrom('subscribers').selectAll().execute()).toHaveLength(1);

    const left = await post('/api/newsletter/unsubscribe', { email: 'raj@example.com' });
    expect(left.json()).toEqual({ success: true, message: 'You have been successfully unsubscribed from our newsletter.' });
    expect(await statusOf('raj@example.com')).toBe('unsubscribed');

    expect((await post('/api/newsletter/subscribe', { email: 'raj@example.com' })).json().message).toBe('Successfully subscribed!');
    expect(await statusOf('raj@example.com')).toBe('active');
  });

  it('answers 404 with a message for an address that is not subscribed', async () => {
    const answer = await post('/api/newsletter/unsubscribe', { email: 'nobody@example.com' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ success: false, message: 'This email address is not subscribed to our newsletter.' });
  });

  it('gives the same one-click answer for an unknown token, so tokens cannot be probed', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/one-click/unknown-token-123' });
    expect(answer.statusCode).toBe(200);
  });
});
