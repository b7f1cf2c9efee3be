import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSignedInApp, type AdminClient } from '../../test/admin.ts';
import { verifyEmail, type TestContext } from '../../test/app.ts';
import { RIGHTS_MESSAGES } from '../../../shared/api/data-rights.ts';
import { subscribeConfirmed } from '../../test/newsletter.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeEach(async () => ({ ctx, staff } = await startSignedInApp()));
afterEach(async () => ctx.close());

const asVisitor = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('the data rights page, behind the e-mail code', () => {
  it('shows a proven address its own data and nobody else’s', async () => {
    await subscribeConfirmed(ctx.app, 'asha@example.com');
    await subscribeConfirmed(ctx.app, 'ravi@example.com');
    const cookie = await verifyEmail(ctx, 'Asha@Example.com');
    const mine = await asVisitor(cookie, 'GET', '/api/your-data?email=asha%40example.com');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ email: 'asha@example.com', newsletter: [{ email: 'asha@example.com', status: 'active' }] });
    expect(mine.body).not.toContain('ravi@example.com');

    for (const [who, email] of [[cookie, 'ravi@example.com'], [undefined, 'asha@example.com']] as const) {
      const refused = await asVisitor(who, 'GET', `/api/your-data?email=${encodeURIComponent(email)}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Please verify your email address first.');
    }
  });

  it('withdraws the newsletter consent, ending the subscription, in one click', async () => {
    await subscribeConfirmed(ctx.app, 'asha@example.com');
    const cookie = await verifyEmail(ctx, 'asha@example.com');
    ctx.clock.advance(1000);
    const answer = await asVisitor(cookie, 'POST', '/api/your-data/withdraw', { email: 'asha@example.com', purpose: 'newsletter' });
    expect(answer.statusCode).toBe(200);
    const subscriber = await ctx.app.db.selectFrom('subscribers').select('status').where('email', '=', 'asha@example.com').executeTakeFirstOrThrow();
    expect(subscriber.status).toBe('unsubscribed');
    const consent = await ctx.app.db.selectFrom('consents').selectAll().where('email', '=', 'asha@example.com').executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ withdrawn_at: ctx.clock.now, withdrawn_via: 'on the data rights page' });
    expect((await asVisitor(undefined, 'POST', '/api/your-data/withdraw', { email: 'asha@example.com', purpose: 'newsletter' })).statusCode).toBe(403);
    expect((await asVisitor(cookie, 'POST', '/api/your-data/withdraw', { email: 'asha@example.com', purpose: 'marketing' })).statusCode).toBe(400);
  });

  it('takes a request for erasure to the agency’s inbox and the person’s timeline', async () => {
    const cookie = await verifyEmail(ctx, 'asha@example.com');
    const answer = await asVisitor(cookie, 'POST', '/api/your-data/requests', { email: 'asha@example.com', kind: 'erasure', note: 'Please delete <b>everything</b>.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Thank you. We will answer your request by e-mail within 30 days.');
    const mail = await ctx.smtp.waitForMail((m) => m.subject === 'Data request: erasure for asha@example.com');
    expect(mail.headers['reply-to']).toContain('asha@example.com');
    expect(mail.html).toContain('Please delete &lt;b&gt;everything&lt;/b&gt;.');
    const timeline = (await staff.get('/api/admin/people/asha%40example.com')).json().data.entries.map((e: { text: string }) => e.text);
    expect(timeline).toContain('Asked on the data rights page for the erasure of their data: "Please delete <b>everything</b>."');

    const empty = await asVisitor(cookie, 'POST', '/api/your-data/requests', { email: 'asha@example.com', kind: 'erasure', note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/note/);
  });

  it('limits requests per address, however many networks they come from, also when sent at once', async () => {
    const cookie = await verifyEmail(ctx, 'asha@example.com');
    const ask = (ip: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/your-data/requests', headers: { cookie }, remoteAddress: ip, payload: { email: 'asha@example.com', kind: 'correction', note: `From ${ip}` } });
    // Twelve networks at the same moment: the day's three requests go through, the rest wait a day.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(`203.0.113.${i + 1}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe(String(24 * 60 * 60));
    expect(refused.json().message).toBe(RIGHTS_MESSAGES.tooMany);
    const toAgency = async () => (await ctx.app.db.selectFrom('outbox').select('id').where('kind', '=', 'rights-request').execute()).length;
    expect(await toAgency()).toBe(3);

    // A day later (with a new code: the verification lasts a day too), the address may ask again.
    ctx.clock.advance(24 * 60 * 60 * 1000);
    ctx.smtp.messages.splice(0);
    const again = await verifyEmail(ctx, 'asha@example.com', '198.51.100.7');
    const next = await ctx.app.inject({ method: 'POST', url: '/api/your-data/requests', headers: { cookie: again }, remoteAddress: '198.51.100.7', payload: { email: 'asha@example.com', kind: 'erasure', note: 'Please' } });
    expect(next.statusCode).toBe(200);
    expect(await toAgency()).toBe(4);
  });

  it('answers every personal call no-store, so no browser or proxy keeps it', async () => {
    await subscribeConfirmed(ctx.app, 'asha@example.com');
    const cookie = await verifyEmail(ctx, 'asha@example.com');
    for (const url of ['/api/your-data?email=asha%40example.com', '/api/check-email-verified?email=asha%40example.com']) {
      const answer = await asVisitor(cookie, 'GET', url);
      expect([answer.statusCode, answer.headers['cache-control']], url).toEqual([200, 'no-store']);
    }
    const verified = await ctx.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { email: 'asha@example.com', otp: '000000' } });
    expect(verified.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/admin/people/asha%40example.com', '/api/admin/people/asha%40example.com/export']) {
      const answer = await staff.get(url);
      expect([answer.statusCode, answer.headers['cache-control']], url).toEqual([200, 'no-store']);
    }
  });
});

describe('the staff queue of data requests', () => {
  it('lists open requests oldest first with their kind and note, until marked answered or the person erased', async () => {
    const ask = async (email: string, kind: 'correction' | 'erasure', note: string) => {
      const cookie = await verifyEmail(ctx, email);
      expect((await asVisitor(cookie, 'POST', '/api/your-data/requests', { email, kind, note })).statusCode).toBe(200);
      ctx.clock.advance(60_000);
    };
    // Look-alike addresses: each request stays with its own person.
    await ask('asha@example.com', 'correction', 'My phone is +91 98260 12345: "new" one');
    await ask('a@example.com', 'erasure', 'Delete all of it.');
    const queue = async () => (await staff.get('/api/admin/rights-requests')).json().data as { _id: string; email: string; kind: string; note: string; at: number }[];
    const open = await queue();
    expect(open.map(({ email, kind, note }) => [email, kind, note])).toEqual([
      ['asha@example.com', 'correction', 'My phone is +91 98260 12345: "new" one'],
      ['a@example.com', 'erasure', 'Delete all of it.'],
    ]);
    expect(open[0].at).toBeLessThan(open[1].at);

    // Marked twice at once: one answer on the timeline, and the request leaves the queue.
    const marks = await Promise.all([1, 2].map(() => staff.request('POST', `/api/admin/rights-requests/${open[0]._id}/answered`, {})));
    expect(marks.map((mark) => mark.statusCode)).toEqual([200, 200]);
    expect((await queue()).map((request) => request.email)).toEqual(['a@example.com']);
    const timeline = (await staff.get('/api/admin/people/asha%40example.com')).json().data.entries.map((e: { text: string }) => e.text);
    expect(timeline.filter((text: string) => text === 'Staff marked a data request answered')).toHaveLength(1);
    expect((await staff.request('POST', '/api/admin/rights-requests/999999/answered', {})).statusCode).toBe(404);
    // Only a number as the queue writes it: not one beyond the database's integers (PostgreSQL
    // answered 500), nor the open request's own number with a leading zero (it was "marked
    // answered", yet the queue never saw that mark as its answer).
    for (const id of ['99999999999999999999', `0${open[1]._id}`, '1e3', '-1']) {
      const mark = await staff.request('POST', `/api/admin/rights-requests/${id}/answered`, {});
      expect([id, mark.statusCode, mark.json().message]).toEqual([id, 400, 'id must be a whole number from 1, as the list gives it']);
    }
    expect((await queue()).map((request) => request.email)).toEqual(['a@example.com']);

    expect((await staff.request('DELETE', '/api/admin/people/a%40example.com')).statusCode).toBe(200);
    expect(await queue()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/rights-requests' })).statusCode).toBe(401);
  });
});
