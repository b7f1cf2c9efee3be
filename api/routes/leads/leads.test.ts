import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../test/admin.ts';
import { startTestApp, verifyEmail, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await startTestApp();
});
afterEach(async () => ctx.close());

const quote = (email: string) => ({
  name: 'Ravi Kumar',
  email,
  phone: '+91 90000 00000',
  service: 'Web Products & Platforms',
  subService: 'Custom React/Next.js apps',
  budget: '100k-500k',
  timeline: '1-month',
  message: 'We need a new website for our clinic.',
  verifiedEmail: email,
});
const contact = (email: string) => ({ name: 'Meera', email, subject: 'Hello', message: 'Can we talk about an app?' });

const post = (url: string, payload: object, cookie = '') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('quote requests and contact messages', () => {
  it('refuses both without a verified e-mail, even when the body claims verifiedEmail', async () => {
    for (const [url, body] of [
      ['/api/quote', quote('ravi@example.com')],
      ['/api/contact', contact('ravi@example.com')],
    ] as const) {
      const answer = await post(url, body);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ success: false, message: 'Please verify your email address before sending.' });
    }
    expect(await ctx.app.db.selectFrom('quotes').selectAll().execute()).toHaveLength(0);
    expect(await ctx.app.db.selectFrom('contacts').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a browser verified for a different address', async () => {
    const cookie = await verifyEmail(ctx, 'someone@example.com');
    expect((await post('/api/contact', contact('victim@example.com'), cookie)).statusCode).toBe(403);
  });

  it('stores a verified quote and mails the agency and the sender', async () => {
    const cookie = await verifyEmail(ctx, 'Ravi@Example.com');
    const answer = await post('/api/quote', quote('ravi@example.com'), cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Quote request sent successfully!' });

    const stored = await ctx.app.db.selectFrom('quotes').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Ravi Kumar', sub_service: 'Custom React/Next.js apps', verified_email: 'ravi@example.com' });

    const toAgency = await ctx.smtp.waitForMail((m) => m.to.includes('hello@narmadadigital.in'));
    expect(toAgency.subject).toBe('New quote request from Ravi Kumar');
    expect(toAgency.text).toContain('We need a new website for our clinic.');
    expect(toAgency.headers['reply-to']).toContain('ravi@example.com');
    const toSender = await ctx.smtp.waitForMail((m) => m.to.includes('ravi@example.com') && /received/.test(m.subject));
    expect(toSender.text).toContain('Ravi Kumar');
  });

  it('writes quotes and messages sent at once in shared commits, each with its alert, consent, funnel count and two mails', async () => {
    // Look-alike addresses, each from a network of its own (the per-IP limit is 10 leads).
    const visitors = ['ravi@example.com', 'rav@example.com', 'meera.iyer+studio@example.com'];
    const cookies = await Promise.all(visitors.map((email, i) => verifyEmail(ctx, email, `198.51.100.${i + 1}`)));
    const sends = visitors.flatMap((email, i) => {
      const headers = { cookie: cookies[i] };
      const remoteAddress = `198.51.100.${i + 1}`;
      const fromNewsletter = { visit: { source: 'newsletter', landing: '/services/web' } };
      return [
        ctx.app.inject({ method: 'POST', url: '/api/quote', payload: quote(email), headers, remoteAddress }),
        ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact(email), headers, remoteAddress }),
        ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact(email), ...fromNewsletter }, headers, remoteAddress }),
      ];
    });
    expect((await Promise.all(sends)).map((answer) => answer.statusCode)).toEqual(Array(9).fill(200));

    const ids = [
      ...(await ctx.app.db.selectFrom('quotes').select('id').execute()),
      ...(await ctx.app.db.selectFrom('contacts').select('id').execute()),
    ].map((row) => row.id);
    expect(ids).toHaveLength(9);
    const alerted = (await ctx.app.db.selectFrom('lead_alerts').select('lead_id').execute()).map((row) => row.lead_id);
    expect(alerted.sort()).toEqual([...ids].sort());
    const consents = await ctx.app.db.selectFrom('consents').select(['email', 'source', 'withdraw_token']).where('purpose', '=', 'lead_contact').execute();
    expect(consents.map((c) => c.source).sort()).toEqual([...Array(6).fill('contact form'), ...Array(3).fill('quote form')]);
    expect(new Set(consents.map((c) => c.withdraw_token)).size).toBe(9);
    const submitted = await ctx.app.db.selectFrom('form_funnel_daily').select(['form', 'source', 'count']).where('step', '=', 'submitted').orderBy('form').orderBy('source').execute();
    expect(submitted.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { form: 'contact', source: '', count: 3 },
      { form: 'contact', source: 'newsletter', count: 3 },
      { form: 'quote', source: '', count: 3 },
    ]);
    const mails = await ctx.app.db.selectFrom('outbox').select(['kind', 'to_address']).where('kind', 'like', 'lead-%').execute();
    expect(mails.filter((m) => m.kind === 'lead-notification')).toHaveLength(9);
    expect(mails.filter((m) => m.kind === 'lead-confirmation').map((m) => m.to_address).sort()).toEqual(
      visitors.flatMap((email) => [email, email, email]).sort(),
    );
  });

  it('escapes what a visitor typed in the staff notification', async () => {
    const cookie = await verifyEmail(ctx, 'eve@example.com');
    await post('/api/contact', { ...contact('eve@example.com'), message: '<script>alert(1)</script>' }, cookie);
    const mail = await ctx.smtp.waitForMail((m) => m.to.includes('hello@narmadadigital.in'));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('keeps the lead when the mail server refuses everything, and delivers once it accepts', async () => {
    const cookie = await verifyEmail(ctx, 'meera@example.com');
    ctx.smtp.setMode('reject');
    const answer = await post('/api/contact', contact('meera@example.com'), cookie);
    expect(answer.statusCode).toBe(200);
    expect(await ctx.app.db.selectFrom('contacts').select('email').execute()).toEqual([{ email: 'meera@example.com' }]);

    // Let the worker fail a few times against the refusing server.
    await expect
      .poll(async () => (await ctx.app.db.selectFrom('outbox').select('attempts').where('kind', '=', 'lead-notification').executeTakeFirstOrThrow()).attempts, { timeout: 5000 })
      .toBeGreaterThan(0);
    const before = ctx.smtp.messages.length;

    ctx.smtp.setMode('accept');
    ctx.clock.advance(60 * 60 * 1000); // past any backoff
    ctx.app.outbox.kick();
    await ctx.smtp.waitForMail((m) => m.to.includes('hello@narmadadigital.in'));
    await ctx.smtp.waitForMail((m) => m.to.includes('meera@example.com') && /received/.test(m.subject));
    expect(ctx.smtp.messages.length).toBe(before + 2);
    await expect
      .poll(async () => (await ctx.app.db.selectFrom('outbox').select('status').where('kind', 'like', 'lead-%').execute()).map((r) => r.status))
      .toEqual(['sent', 'sent']);
  });
});

describe('quote mails read like the form', () => {
  it('name the service, budget and timeline by their labels, following the labels staff set in Settings', async () => {
    const staff = await signIn(ctx);
    const settings = (await staff.get('/api/admin/settings')).json().data;
    settings.budgetRanges[1].label = '₹1-5 lakh';
    expect((await staff.request('PUT', '/api/admin/settings', settings)).statusCode).toBe(200);
    const cookie = await verifyEmail(ctx, 'asha@example.com');
    const body = { ...quote('asha@example.com'), service: 'mobile-applications' };
    expect((await post('/api/quote', body, cookie)).statusCode).toBe(200);

    const toAgency = await ctx.smtp.waitForMail((m) => m.to.includes('hello@narmadadigital.in'));
    expect(toAgency.text).toContain('Service: Mobile Applications / Custom React/Next.js apps');
    expect(toAgency.text).toContain('Budget: ₹1-5 lakh');
    expect(toAgency.text).toContain('Timeline: 1 month');
    expect(toAgency.text).not.toMatch(/mobile-applications|100k-500k|1-month/);
    const toSender = await ctx.smtp.waitForMail((m) => m.to.includes('asha@example.com') && /received/.test(m.subject));
    expect(toSender.text).toContain('"Mobile Applications"');
  });
});

describe('the lead lists for staff', () => {
  it('show every stored message and quote request, newest first, to signed-in staff only', async () => {
    const cookie = await verifyEmail(ctx, 'ravi@example.com');
    expect((await post('/api/contact', contact('ravi@example.com'), cookie)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await post('/api/quote', quote('ravi@example.com'), cookie)).statusCode).toBe(200);
    for (const url of ['/api/admin/contacts', '/api/admin/quotes']) expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const staff = await signIn(ctx);
    expect((await staff.get('/api/admin/contacts')).json().data).toMatchObject([{ name: 'Meera', email: 'ravi@example.com', subject: 'Hello' }]);
    expect((await staff.get('/api/admin/quotes')).json().data).toMatchObject([
      {
        name: 'Ravi Kumar',
        service: 'Web Products & Platforms',
        budget: '100k-500k',
        verifiedEmail: 'ravi@example.com',
        // Codes as people read them; a code no list knows stays as stored.
        labels: { service: 'Web Products & Platforms', budget: '1,00,000-5,00,000', timeline: '1 month' },
      },
    ]);
  });
});
