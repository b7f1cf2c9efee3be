import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/admin.ts';
import { oneClickUnsubscribe } from '../../test/newsletter.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { recipientPages } from '../campaigns/audience.ts';

let ctx: TestContext;
beforeEach(async () => {
  // The per-IP limit of public POSTs has its own tests (api/abuse.test.ts); here one IP does it all.
  ctx = await startTestApp({ limits: { newsletter: { max: 1000, timeWindow: 60_000 } } });
});
afterEach(async () => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const subscribe = (email: string) => post('/api/newsletter/subscribe', { email });
const statusOf = async (email: string) =>
  (await ctx.app.db.selectFrom('subscribers').select('status').where('email', '=', email).executeTakeFirst())?.status;
const mailsTo = async (email: string, kind: string) =>
  (await ctx.app.db.selectFrom('outbox').select('id').where('to_address', '=', email).where('kind', '=', kind).execute()).length;

/**
 * Subscribes and confirms through the mailed link like a reader: the link opens the site's page,
 * whose button POSTs the token. Answers the welcome mail.
 */
async function subscribeAndConfirm(email: string) {
  await subscribe(email);
  const confirmation = await ctx.smtp.waitForMail((m) => m.to.includes(email) && /confirm/i.test(m.subject));
  const link = new URL(/(https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+)/.exec(confirmation.text)![1]);
  expect(link.pathname).toBe('/newsletter/confirm');
  expect(await statusOf(email)).toBe('pending'); // the page's link (opened by a mail scanner) changes nothing
  const confirmed = await post(`/api/newsletter/confirm/${link.searchParams.get('token')}`, {});
  expect(confirmed.json()).toEqual({ success: true, message: 'Thank you: your subscription is confirmed. A welcome e-mail is on its way.' });
  return ctx.smtp.waitForMail((m) => m.to.includes(email) && /welcome/i.test(m.subject));
}

/** Who a newsletter campaign sent now would reach. */
async function newsletterAudience(): Promise<string[]> {
  const emails: string[] = [];
  for await (const page of recipientPages(ctx.app.db, 'newsletter_subscribers', ctx.clock.now)) emails.push(...page.map((r) => r.email));
  return emails;
}

describe('newsletter double opt-in', () => {
  it('keeps a new address pending until its link is confirmed, then mails the welcome', async () => {
    const answer = await subscribe('Neha@Example.com');
    expect(answer.json()).toEqual({ success: true, message: 'Successfully subscribed!' });
    expect(await statusOf('neha@example.com')).toBe('pending');
    expect(await mailsTo('neha@example.com', 'newsletter-welcome')).toBe(0);
    expect(await newsletterAudience()).toEqual([]);

    const welcome = await subscribeAndConfirm('neha@example.com');
    expect(await statusOf('neha@example.com')).toBe('active');
    expect(await newsletterAudience()).toEqual(['neha@example.com']);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.headers['list-id']).toContain('newsletter.localhost');
    expect(welcome.text).toMatch(/\/unsubscribe\?email=neha%40example\.com&token=/);

    expect((await oneClickUnsubscribe(ctx.app, welcome)).statusCode).toBe(200);
    expect(await statusOf('neha@example.com')).toBe('unsubscribed');
  });

  it('takes a one-click unsubscribe posted as multipart/form-data, the encoding RFC 8058 asks providers for', async () => {
    const email = 'shreya.raghunathan.newsletter@jabalpur-design-studio.example.in';
    const welcome = await subscribeAndConfirm(email);
    expect((await oneClickUnsubscribe(ctx.app, welcome, 'multipart')).statusCode).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('answers subscribe the same whatever the state, and never re-adds an address without its owner', async () => {
    const answers = [await subscribe('new@example.com'), await subscribe('new@example.com')];
    await subscribeAndConfirm('raj@example.com');
    answers.push(await subscribe('raj@example.com'));
    const welcome = await ctx.smtp.waitForMail((m) => m.to.includes('raj@example.com') && /welcome/i.test(m.subject));
    const unsubscribeUrl = /(https?:\/\/\S+\/unsubscribe\?[^\s)\]]+)/.exec(welcome.text)![1];
    const params = new URL(unsubscribeUrl).searchParams;
    expect((await post('/api/newsletter/unsubscribe', { email: params.get('email')!, token: params.get('token')! })).statusCode).toBe(200);

    ctx.clock.advance(61_000);
    answers.push(await subscribe('raj@example.com'));
    for (const answer of answers) expect([answer.statusCode, answer.body]).toEqual([200, answers[0].body]);
    // A stranger's subscribe/unsubscribe loop neither re-adds the reader nor sends a welcome.
    expect(await statusOf('raj@example.com')).toBe('unsubscribed');
    expect(await mailsTo('raj@example.com', 'newsletter-welcome')).toBe(1);
  });

  it('caps confirmation mails per address like verification codes: one per 60 s, 5 per hour', async () => {
    for (let i = 0; i < 3; i++) await subscribe('flood@example.com');
    expect(await mailsTo('flood@example.com', 'newsletter-confirm')).toBe(1);
    for (let i = 0; i < 10; i++) {
      ctx.clock.advance(61_000);
      await subscribe('flood@example.com');
    }
    expect(await mailsTo('flood@example.com', 'newsletter-confirm')).toBe(5);
    ctx.clock.advance(60 * 60 * 1000);
    await subscribe('flood@example.com');
    expect(await mailsTo('flood@example.com', 'newsletter-confirm')).toBe(6);
  });

  it('unsubscribes only with the personal token, with one answer for every other case', async () => {
    const welcome = await subscribeAndConfirm('mira@example.com');
    const params = new URL(/(https?:\/\/\S+\/unsubscribe\?[^\s)\]]+)/.exec(welcome.text)![1]).searchParams;
    const refused = [
      await post('/api/newsletter/unsubscribe', { email: 'mira@example.com' }),
      await post('/api/newsletter/unsubscribe', { email: 'mira@example.com', token: 'guessed-token-123' }),
      await post('/api/newsletter/unsubscribe', { email: 'nobody@example.com' }),
      await post('/api/newsletter/unsubscribe', { email: 'nobody@example.com', token: params.get('token')! }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ success: false, message: 'This unsubscribe link is not valid. Please use the link in our latest e-mail.' });
    }
    expect(await statusOf('mira@example.com')).toBe('active');

    const byLink = { email: params.get('email')!, token: params.get('token')! };
    for (let i = 0; i < 2; i++) {
      const left = await post('/api/newsletter/unsubscribe', byLink);
      expect(left.json()).toEqual({ success: true, message: 'You have been successfully unsubscribed from our newsletter.' });
    }
    expect(await statusOf('mira@example.com')).toBe('unsubscribed');
  });

  it('sends links of older mails and a no-script form post to the site\'s confirmation page, confirming only on the POST', async () => {
    await subscribe('older-mail@example.com');
    const { confirm_token: token } = await ctx.app.db.selectFrom('subscribers').select('confirm_token').where('email', '=', 'older-mail@example.com').executeTakeFirstOrThrow();
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/newsletter/confirm/${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/newsletter/confirm?token=${token}`);
    expect(await statusOf('older-mail@example.com')).toBe('pending');

    const form = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' };
    const posted = await ctx.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}`, headers: form, payload: '' });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/newsletter/confirm?result=confirmed');
    expect(await statusOf('older-mail@example.com')).toBe('active');
    const again = await ctx.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${token}`, headers: form, payload: '' });
    expect(again.headers.location).toBe('/newsletter/confirm?result=invalid');

    // A link cut short by a mail program goes to the page too, which says the link is not valid.
    const cut = token!.slice(0, 6);
    const openedCut = await ctx.app.inject({ method: 'GET', url: `/api/newsletter/confirm/${cut}` });
    expect([openedCut.statusCode, openedCut.headers.location]).toEqual([303, `/newsletter/confirm?token=${cut}`]);
    const postedCut = await ctx.app.inject({ method: 'POST', url: `/api/newsletter/confirm/${cut}`, headers: form, payload: '' });
    expect([postedCut.statusCode, postedCut.headers.location]).toEqual([303, '/newsletter/confirm?result=invalid']);
  });

  it('refuses an unknown confirmation token and gives the same one-click answer for an unknown token', async () => {
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/confirm/unknown-token-123' });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().success).toBe(false);
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/one-click/unknown-token-123' });
    expect(answer.statusCode).toBe(200);
  });
});

describe('the staff list', () => {
  it('shows an address that has not confirmed yet as pending', async () => {
    await subscribe('later@example.com');
    const staff = await signIn(ctx);
    const [row] = (await staff.get('/api/admin/newsletter')).json().data;
    expect(row).toMatchObject({ email: 'later@example.com', status: 'pending' });
    expect((await staff.get('/api/admin/dashboard/stats')).json().stats.totalSubscribers).toBe(0);
  });
});

describe('newsletter state under parallel requests', () => {
  it('stores one pending row and mails one confirmation for 10 simultaneous sign-ups of one address', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe('burst@example.com')));
    for (const answer of answers) expect(answer.json()).toEqual({ success: true, message: 'Successfully subscribed!' });
    expect(await ctx.app.db.selectFrom('subscribers').select('id').where('email', '=', 'burst@example.com').execute()).toHaveLength(1);
    expect(await mailsTo('burst@example.com', 'newsletter-confirm')).toBe(1);
  });

  it('welcomes once when the confirmation link is used several times at once', async () => {
    await subscribe('twice@example.com');
    const { confirm_token } = await ctx.app.db.selectFrom('subscribers').select('confirm_token').where('email', '=', 'twice@example.com').executeTakeFirstOrThrow();
    await Promise.all(Array.from({ length: 5 }, () => post(`/api/newsletter/confirm/${confirm_token}`, {})));
    expect(await statusOf('twice@example.com')).toBe('active');
    expect(await mailsTo('twice@example.com', 'newsletter-welcome')).toBe(1);
  });
});
