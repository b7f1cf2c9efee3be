import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_NOTICES } from '../../../shared/content/consent-notices.ts';
import { startSignedInApp, type AdminClient } from '../../test/admin.ts';
import { verifyEmail, type TestContext } from '../../test/app.ts';
import { subscribeConfirmed, unsubscribeByLink } from '../../test/newsletter.ts';
import { leadContactConsent } from '../../services/consents.ts';
import { withdrawLeadContact } from './consents.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeEach(async () => ({ ctx, staff } = await startSignedInApp()));
afterEach(async () => ctx.close());

const ledger = (email: string) => ctx.app.db.selectFrom('consents').selectAll().where('email', '=', email).orderBy('id').execute();
const timelineTexts = async (email: string) =>
  (await staff.get(`/api/admin/people/${encodeURIComponent(email)}`)).json().data.entries.map((entry: { text: string }) => entry.text);

/** A quote request from a browser that proved the address (with `cookie`, the one that already did). */
async function sendQuote(email: string, cookie?: string): Promise<{ id: string; cookie: string }> {
  cookie ??= await verifyEmail(ctx, email);
  const payload = { name: 'Asha', email, service: 'web-development', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: 'A shop' };
  const answer = await ctx.app.inject({ method: 'POST', url: '/api/quote', headers: { cookie }, payload });
  expect(answer.statusCode, answer.body).toBe(200);
  const [latest] = await ctx.app.db.selectFrom('quotes').select('id').where('email', '=', email).orderBy('created_at', 'desc').execute();
  return { id: latest.id, cookie };
}

const reply = (id: string, subject = 'Your shop') => staff.request('POST', `/api/admin/leads/quote/${id}/reply`, { subject, message: 'Here is our offer.' });
const withdraw = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/consents/withdraw', payload: { token } });

describe('the consent ledger', () => {
  it('records each consent with the notice the form showed, and the newsletter one ends with the subscription', async () => {
    await sendQuote('asha@example.com');
    await subscribeConfirmed(ctx.app, 'asha@example.com');
    expect(await ledger('asha@example.com')).toMatchObject([
      { purpose: 'lead_contact', notice: CONSENT_NOTICES.lead_contact, source: 'quote form', withdrawn_at: null },
      { purpose: 'newsletter', notice: CONSENT_NOTICES.newsletter, source: 'newsletter form (website)', withdrawn_at: null },
    ]);

    ctx.clock.advance(60_000);
    await unsubscribeByLink(ctx.app, 'asha@example.com');
    const [, newsletter] = await ledger('asha@example.com');
    expect(newsletter).toMatchObject({ withdrawn_at: ctx.clock.now, withdrawn_via: 'by the link in a mail' });

    const texts = await timelineTexts('asha@example.com');
    expect(texts).toContain(`Gave consent: Being contacted about a request (quote form), shown "${CONSENT_NOTICES.lead_contact}"`);
    expect(texts).toContain('Withdrew consent: Newsletter and offers (by the link in a mail)');
    const exported = (await staff.get('/api/admin/people/asha%40example.com/export')).json();
    expect(exported.consents).toMatchObject([
      { purpose: 'lead_contact', notice: CONSENT_NOTICES.lead_contact },
      { purpose: 'newsletter', withdrawn_via: 'by the link in a mail' },
    ]);
  });

  it('lets a lead stop being contacted with one click from a reply, once however often clicked, and then refuses replies', async () => {
    const { id, cookie } = await sendQuote('ravi@example.com');
    expect((await reply(id)).statusCode).toBe(201);
    const mail = await ctx.smtp.waitForMail((m) => m.subject === 'Your shop');
    const link = /href="([^"]*\/unsubscribe\?consent=[^"]+)"/.exec(mail.html)?.[1];
    expect(link, mail.html).toBeDefined();
    const token = new URL(link!.replace(/&amp;/g, '&')).searchParams.get('consent')!;

    ctx.clock.advance(5_000);
    const clicks = await Promise.all(Array.from({ length: 8 }, () => withdraw(token)));
    expect(clicks.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(clicks[0].json().message).toBe('Done: we will not contact you about your requests any more.');
    const [consent] = await ledger('ravi@example.com');
    expect(consent).toMatchObject({ withdrawn_at: ctx.clock.now, withdrawn_via: 'by the link in a mail' });
    expect((await timelineTexts('ravi@example.com')).filter((text: string) => text.startsWith('Withdrew consent'))).toHaveLength(1);

    const refused = await reply(id, 'Following up');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^ravi@example\.com asked on .+ not to be contacted about their requests; no mail was sent\.$/);
    expect(await ctx.app.db.selectFrom('outbox').select('id').where('subject', '=', 'Following up').execute()).toEqual([]);

    // A new request is a new consent: staff may answer that one.
    ctx.clock.advance(1_000);
    const again = await sendQuote('ravi@example.com', cookie);
    expect((await reply(again.id, 'About your new request')).statusCode).toBe(201);
  });

  it('leaves a lead who withdrew out of campaigns to leads, and keeps the others', async () => {
    const { id } = await sendQuote('ravi@example.com');
    await sendQuote('mira@example.com');
    expect((await reply(id)).statusCode).toBe(201);
    const mail = await ctx.smtp.waitForMail((m) => m.subject === 'Your shop');
    const token = /\/unsubscribe\?consent=([^"&]+)/.exec(mail.html)![1];
    expect((await withdraw(decodeURIComponent(token))).statusCode).toBe(200);

    const audience = await staff.get('/api/admin/email-campaigns/audience?targetAudience=contacts');
    expect(audience.json().data.total).toBe(1);
    const created = await staff.request('POST', '/api/admin/email-campaigns', { name: 'Offer', subject: 'Diwali offer', content: '<p>20% off</p>', targetAudience: 'contacts' });
    expect(created.statusCode).toBe(201);
    const recipients = (await staff.get(`/api/admin/email-campaigns/${created.json().data._id}/recipients`)).json().data;
    expect(recipients.map((r: { email: string }) => r.email)).toEqual(['mira@example.com']);
  });

  it('sends nothing more of a campaign to leads to a lead who withdraws while it is going out', async () => {
    await sendQuote('asha@example.com');
    await sendQuote('ravi@example.com');
    const created = await staff.request('POST', '/api/admin/email-campaigns', { name: 'Offer', subject: 'Diwali offer', content: '<p>20% off</p>', targetAudience: 'contacts' });
    expect(created.json().data.recipients.total).toBe(2);
    // A to Z at the test pace: asha's mail goes at once, ravi's waits its turn.
    await ctx.smtp.waitForMail((m) => m.subject === 'Diwali offer' && m.to.includes('asha@example.com'));
    const { withdraw_token: token } = await ctx.app.db.selectFrom('consents').select('withdraw_token').where('email', '=', 'ravi@example.com').executeTakeFirstOrThrow();
    expect((await withdraw(token!)).statusCode).toBe(200);

    ctx.clock.advance(10_000);
    ctx.app.outbox.kick('campaign');
    const campaigns = async () => (await staff.get('/api/admin/email-campaigns')).json().data;
    await expect.poll(async () => (await campaigns())[0].status).toBe('sent');
    expect(ctx.smtp.messages.filter((m) => m.subject === 'Diwali offer').flatMap((m) => m.to)).toEqual(['asha@example.com']);
    expect((await campaigns())[0].recipients).toEqual({ total: 1, sent: 1, failed: 0 });
  });

  it('withdraws the consent and the queued campaign mails together or not at all', async () => {
    await sendQuote('asha@example.com');
    await sendQuote('ravi.shankar.venkataraman@example.co.in');
    await staff.request('POST', '/api/admin/email-campaigns', { name: 'Offer', subject: 'Diwali offer', content: '<p>20% off</p>', targetAudience: 'contacts' });
    await ctx.smtp.waitForMail((m) => m.subject === 'Diwali offer' && m.to.includes('asha@example.com'));
    const ravi = 'ravi.shankar.venkataraman@example.co.in';
    const { withdraw_token: token } = await ctx.app.db.selectFrom('consents').select('withdraw_token').where('email', '=', ravi).executeTakeFirstOrThrow();
    const queuedFor = async (email: string) => (await ctx.app.db.selectFrom('outbox').select('id').where('to_address', '=', email).where('status', '=', 'queued').execute()).length;
    expect(await queuedFor(ravi)).toBe(1);

    // The database fails between the two writes (the mails' removal): the withdrawal must not half-happen.
    const failingRemoval = ctx.app.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === 'DeleteQueryNode') throw new Error('connection lost');
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await expect(withdrawLeadContact(failingRemoval, token!, ctx.clock.now)).rejects.toThrow('connection lost');
    expect(await leadContactConsent(ctx.app.db, ravi)).toMatchObject({ state: 'given' });
    expect(await queuedFor(ravi)).toBe(1);

    // Clicked again once the database is back: both happen.
    expect((await withdraw(token!)).statusCode).toBe(200);
    expect(await leadContactConsent(ctx.app.db, ravi)).toMatchObject({ state: 'withdrawn' });
    expect(await queuedFor(ravi)).toBe(0);
  });

  it('refuses a withdrawal link that was never given, naming the problem', async () => {
    const answer = await withdraw('not-a-real-token-at-all');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('This link is not valid. Please use the link in our latest e-mail.');
    // A link cut short by a mail program: the page shows this answer to the person as it is.
    expect((await withdraw('Xk3')).json()).toEqual({ success: false, message: 'This link is not valid. Please use the link in our latest e-mail.' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/consents/withdraw', payload: {} })).statusCode).toBe(400);
  });
});
