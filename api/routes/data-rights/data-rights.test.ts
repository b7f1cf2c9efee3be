import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSignedInApp, type AdminClient } from '../../test/admin.ts';
import { verifyEmail, type TestContext } from '../../test/app.ts';
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
});
