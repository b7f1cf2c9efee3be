import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, type AdminClient } from '../../test/admin.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { inChunks } from '../../db/batches.ts';
import { dialectOf } from '../../db/connect.ts';
import { oneClickBody, seedActiveSubscribers, subscribeConfirmed, unsubscribeByLink, type OneClickEncoding } from '../../test/newsletter.ts';
import type { ReceivedMail } from '../../test/smtp.ts';
import { enqueueMails } from '../../mail/outbox.ts';
import { DEFAULT_LEASE_MS } from '../../mail/outbox-worker.ts';
import { ABANDONED_AFTER_MS, createCampaign, sweepAbandonedCampaigns } from './campaigns.ts';

let ctx: TestContext;
let staff: AdminClient;
afterEach(async () => ctx.close());

async function start(campaigns: { ratePerMinute?: number; pauseAfterErrors?: number } = {}) {
  ctx = await startTestApp({ campaigns });
  staff = await signIn(ctx);
}

const subscribe = (email: string) => subscribeConfirmed(ctx.app, email);

/** Leads as the public forms store them (the forms themselves are tested in leads/). */
async function addLead(table: 'contacts' | 'quotes', email: string) {
  const common = { id: email + table, name: 'Lead', email, phone: '', message: 'Hi', verified_email: email, created_at: '2026-11-01T00:00:00Z' };
  if (table === 'contacts') await ctx.app.db.insertInto('contacts').values({ ...common, subject: 'Hello' }).execute();
  else await ctx.app.db.insertInto('quotes').values({ ...common, service: 'web', sub_service: 'x', budget: 'b', timeline: 't' }).execute();
}

const campaign = (targetAudience: string, subject = 'Diwali offer for {{email}}') => ({
  name: 'Diwali',
  subject,
  content: '<h1>Festive offer</h1><p>20% off websites, {{email}}.</p>',
  targetAudience,
});

const campaignMails = () => ctx.smtp.messages.filter((m) => m.subject.startsWith('Diwali offer'));
const recipientsOf = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to).sort();
const listed = async () => (await staff.get('/api/admin/email-campaigns')).json().data;

/** No mail on the wire: each mail handed to the SMTP server has its outcome recorded. */
const settled = () =>
  expect.poll(async () => (await ctx.app.db.selectFrom('outbox').select('id').where('status', '=', 'sending').execute()).length).toBe(0);

/**
 * The clock is the app's: moving it makes the next spaced-out campaign mails due. It moves once no
 * mail is on the wire, and by less than a lease: the worker polls all along, so a claim may have
 * read the clock before the move and land after it. Its rows' lease, counted from the old time,
 * must still hold then, or the next claim takes them as abandoned and they go out twice.
 */
async function advanceAndDeliver(ms: number) {
  if (ms >= DEFAULT_LEASE_MS) throw new Error(`advanceAndDeliver moves the clock by less than a lease (${DEFAULT_LEASE_MS} ms), not ${ms} ms`);
  await settled();
  ctx.clock.advance(ms);
  ctx.app.outbox.kick('campaign');
}

const oneClick = (mail: ReceivedMail, encoding: OneClickEncoding = 'urlencoded') => {
  const url = new URL(mail.headers['list-unsubscribe'].replace(/^<|>$/g, ''));
  return ctx.app.inject({ method: 'POST', url: url.pathname, ...oneClickBody(encoding) });
};

/** A newsletter campaign created by calling the domain function itself (to watch its statements). */
const newsletterCampaign = { ...campaign('newsletter_subscribers'), targetAudience: 'newsletter_subscribers' as const };
/** A Kysely plugin that shows each statement to `watch` before it runs (which may throw). */
const watchingStatements = (watch: (node: RootOperationNode) => unknown): KyselyPlugin => ({
  transformQuery: (args) => {
    watch(args.node);
    return args.node;
  },
  transformResult: async (args) => args.result,
});
const directContext = () => ({ publicUrl: 'http://localhost:3000', siteName: 'Agency', address: 'Jabalpur', now: ctx.clock.now, ratePerMinute: 60, actor: { email: 'staff@example.com' } });

describe('e-mail campaigns', () => {
  it('mails each active subscriber once with a personal link and working RFC 8058 one-click headers', async () => {
    await start({ ratePerMinute: 600 });
    const emails = ['asha@example.com', 'bala@example.com', 'chitra@example.com'];
    for (const email of emails) await subscribe(email);
    await subscribe('gone@example.com');
    await unsubscribeByLink(ctx.app, 'gone@example.com');

    const created = await staff.request('POST', '/api/admin/email-campaigns', campaign('newsletter_subscribers'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'Email campaign queued for 3 recipients',
      data: { name: 'Diwali', targetAudience: 'newsletter_subscribers', status: 'sending', recipients: { total: 3 } },
    });

    await advanceAndDeliver(10_000);
    await expect.poll(() => campaignMails().length).toBe(3);
    const mails = campaignMails();
    expect(recipientsOf(mails)).toEqual(emails);
    for (const mail of mails) {
      const [to] = mail.to;
      expect(mail.subject).toBe(`Diwali offer for ${to}`);
      expect(mail.html).toContain(`20% off websites, ${to}.`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['list-id']).toMatch(/^Newsletter </);
      const token = /one-click\/([^>]+)>/.exec(mail.headers['list-unsubscribe'])![1];
      expect(mail.html).toContain(`/unsubscribe?email=${encodeURIComponent(to)}&amp;token=${token}`);
    }
    await expect.poll(async () => (await listed())[0]).toMatchObject({ status: 'sent', recipients: { total: 3, sent: 3, failed: 0 } });

    // Each mail's one-click header unsubscribes exactly its own recipient.
    const bala = mails.find((m) => m.to.includes('bala@example.com'))!;
    expect((await oneClick(bala)).statusCode).toBe(200);
    const statuses = await ctx.app.db.selectFrom('subscribers').select(['email', 'status']).orderBy('email').execute();
    expect(statuses).toEqual([
      { email: 'asha@example.com', status: 'active' },
      { email: 'bala@example.com', status: 'unsubscribed' },
      { email: 'chitra@example.com', status: 'active' },
      { email: 'gone@example.com', status: 'unsubscribed' },
    ]);
    expect((await staff.get('/api/admin/dashboard/stats')).json().stats.totalCampaigns).toBe(1);
  });

  it('keeps to the sending rate', async () => {
    await start({ ratePerMinute: 60 });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await subscribe(email);
    await staff.request('POST', '/api/admin/email-campaigns', campaign('newsletter_subscribers'));
    await expect.poll(() => campaignMails().length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // several worker polls
    expect(campaignMails()).toHaveLength(1);
    await advanceAndDeliver(1000);
    await expect.poll(() => campaignMails().length).toBe(2);
    await advanceAndDeliver(1000);
    await expect.poll(() => campaignMails().length).toBe(3);
  });

  it('sends nothing more to a reader who unsubscribes or opts out while the campaign is still going out, and keeps sending to look-alike addresses', async () => {
    await start({ ratePerMinute: 60 });
    // A 50-character address, and Bala beside look-alikes: one begins like hers, one ends with it.
    const chitra = 'chitra.raghunathan.venkatasubramania@example.co.in';
    for (const email of ['aarav.sharma@example.com', 'ambala@example.com', 'bala.k@example.com', 'bala@example.com', chitra]) await subscribe(email);
    await addLead('contacts', 'dev@example.com');
    // One mail a second, A to Z: Aarav's goes at once, the others wait their turn.
    const all = (await staff.request('POST', '/api/admin/email-campaigns', campaign('all_users'))).json().data;
    expect(all.recipients.total).toBe(6);
    await expect.poll(() => recipientsOf(campaignMails())).toEqual(['aarav.sharma@example.com']);

    // Bala uses the link of an earlier newsletter mail, typing her address in capitals; Dev the opt-out of an earlier campaign.
    await unsubscribeByLink(ctx.app, 'Bala@Example.com');
    const { token } = await ctx.app.db.selectFrom('mail_opt_outs').select('token').where('email', '=', 'dev@example.com').executeTakeFirstOrThrow();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/campaigns/opt-out/${token}` })).statusCode).toBe(200);

    for (let second = 0; second < 6; second++) await advanceAndDeliver(1000);
    await expect.poll(async () => (await listed())[0]).toMatchObject({ status: 'sent' });
    const stayed = ['aarav.sharma@example.com', 'ambala@example.com', 'bala.k@example.com', chitra];
    expect(recipientsOf(campaignMails())).toEqual(stayed);
    // The campaign counts whom it went to; the two who left are not waiting, failed or listed.
    expect((await listed())[0].recipients).toEqual({ total: 4, sent: 4, failed: 0 });
    const recipients = (await staff.get(`/api/admin/email-campaigns/${all._id}/recipients`)).json().data;
    expect(recipients.map((r: { email: string }) => r.email)).toEqual(stayed);
  });

  it('sends at the pace staff set, and shows when the campaign will finish', async () => {
    await start({ ratePerMinute: 60 });
    expect((await staff.get('/api/admin/email-campaigns/pace')).json().data).toEqual({ ratePerMinute: 60 });
    const refused = await staff.request('PUT', '/api/admin/email-campaigns/pace', { ratePerMinute: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/ratePerMinute/);
    const saved = await staff.request('PUT', '/api/admin/email-campaigns/pace', { ratePerMinute: 6 });
    expect(saved.json()).toMatchObject({ success: true, message: 'Campaigns will send 6 mails a minute', data: { ratePerMinute: 6 } });
    expect((await staff.get('/api/admin/email-campaigns/pace')).json().data).toEqual({ ratePerMinute: 6 });

    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await subscribe(email);
    const created = (await staff.request('POST', '/api/admin/email-campaigns', campaign('newsletter_subscribers'))).json().data;
    // Three mails 10 s apart: the last is due 20 s after the campaign was queued.
    expect(Date.parse(created.expectedFinishAt) - Date.parse(created.sentAt)).toBe(20_000);
    await expect.poll(() => campaignMails().length).toBe(1);
    await advanceAndDeliver(1000);
    await new Promise((resolve) => setTimeout(resolve, 300)); // several worker polls
    expect(campaignMails()).toHaveLength(1);
    await advanceAndDeliver(9000);
    await expect.poll(() => campaignMails().length).toBe(2);
    await advanceAndDeliver(10_000);
    await expect.poll(() => campaignMails().length).toBe(3);
    await expect.poll(async () => (await listed())[0]).toMatchObject({ status: 'sent' });
    expect((await listed())[0].expectedFinishAt).toBeUndefined();
  });

  it('reaches contact and quote senders once each, lower-cased, and lets them opt out without subscribing them', async () => {
    await start({ ratePerMinute: 600 });
    await addLead('contacts', 'Ravi@Example.com');
    await addLead('quotes', 'ravi@example.com');
    await addLead('quotes', 'sunita@example.com');
    await addLead('contacts', 'left@example.com');
    await subscribe('left@example.com');
    await unsubscribeByLink(ctx.app, 'left@example.com');
    await subscribe('sunita@example.com');
    await subscribe('reader@example.com');

    const contacts = await staff.request('POST', '/api/admin/email-campaigns', campaign('contacts'));
    // left@ unsubscribed from our newsletter, so campaigns leave her alone too.
    expect(contacts.json().data.recipients.total).toBe(2);
    await advanceAndDeliver(10_000);
    await expect.poll(() => campaignMails().length).toBe(2);
    expect(recipientsOf(campaignMails())).toEqual(['ravi@example.com', 'sunita@example.com']);

    const ravi = campaignMails().find((m) => m.to.includes('ravi@example.com'))!;
    expect(ravi.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/campaigns\/opt-out\/[\w-]+>$/);
    expect(ravi.html).toContain('because you contacted');
    const pageUrl = new URL(/href="([^"]*opt-out[^"]*)"/.exec(ravi.html)![1]);
    const page = await ctx.app.inject({ url: pageUrl.pathname });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<form method="post" action="${pageUrl.pathname}">`);
    // Opening the page alone changes nothing; the one-click POST does (multipart, as RFC 8058 asks).
    expect((await oneClick(ravi, 'multipart')).json()).toEqual({ success: true, message: 'You will not receive our e-mail campaigns any more.' });
    expect(await ctx.app.db.selectFrom('subscribers').select('email').where('email', '=', 'ravi@example.com').execute()).toEqual([]);

    // Sunita is a subscriber too: her mail carries the newsletter's own one-click link.
    const sunita = campaignMails().find((m) => m.to.includes('sunita@example.com'))!;
    expect(sunita.headers['list-unsubscribe']).toMatch(/\/api\/newsletter\/one-click\//);

    ctx.smtp.messages.length = 0;
    const all = await staff.request('POST', '/api/admin/email-campaigns', campaign('all_users'));
    expect(all.json().data.recipients.total).toBe(2);
    await advanceAndDeliver(10_000);
    await expect.poll(() => campaignMails().length).toBe(2);
    expect(recipientsOf(campaignMails())).toEqual(['reader@example.com', 'sunita@example.com']);
  });

  it('pauses itself after repeated send errors and, once resumed, mails nobody twice', async () => {
    await start({ ratePerMinute: 60, pauseAfterErrors: 2 });
    const emails = ['p1@example.com', 'p2@example.com', 'p3@example.com', 'p4@example.com', 'p5@example.com'];
    for (const email of emails) await subscribe(email);
    await expect.poll(() => ctx.smtp.messages.length).toBe(10); // confirmation and welcome mails
    ctx.smtp.messages.length = 0;

    const { _id: id } = (await staff.request('POST', '/api/admin/email-campaigns', campaign('newsletter_subscribers'))).json().data;
    await expect.poll(() => campaignMails().length).toBe(1);

    ctx.smtp.setMode('reject');
    await advanceAndDeliver(1000);
    await expect.poll(async () => (await listed())[0].status).toBe('sending');
    await advanceAndDeliver(1000);
    await expect.poll(async () => (await listed())[0].status).toBe('paused');
    // Mails already on the wire when the pause was recorded have their outcomes recorded too.
    await settled();
    const attempts = async () =>
      (await ctx.app.db.selectFrom('outbox').select('attempts').where('campaign_id', '=', id).execute()).map((r) => r.attempts);
    const held = await attempts();

    // Paused: however much time passes, its mails are not tried. None was due when the pause
    // landed, so no claim can hold one across this jump of more than a lease.
    ctx.clock.advance(60 * 60 * 1000);
    ctx.app.outbox.kick('campaign');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await attempts()).toEqual(held);
    expect((await listed())[0]).toMatchObject({ status: 'paused', recipients: { total: 5, sent: 1, failed: 0 } });

    // While it is paused p5 unsubscribes, with the mail that failed (given up on) that a resume would queue again.
    await ctx.app.db.updateTable('outbox').set({ status: 'failed' }).where('campaign_id', '=', id).where('to_address', '=', 'p5@example.com').execute();
    await unsubscribeByLink(ctx.app, 'p5@example.com');

    ctx.smtp.setMode('accept');
    const resumed = await staff.request('POST', `/api/admin/email-campaigns/${id}/resume`);
    expect(resumed.json()).toMatchObject({ success: true, message: 'Campaign resumed', data: { status: 'sending' } });
    await advanceAndDeliver(10_000);
    await expect.poll(() => campaignMails().length).toBe(4);
    expect(recipientsOf(campaignMails())).toEqual(emails.slice(0, 4));
    await expect.poll(async () => (await listed())[0]).toMatchObject({ status: 'sent', recipients: { total: 4, sent: 4, failed: 0 } });

    expect((await staff.request('POST', `/api/admin/email-campaigns/${id}/resume`)).statusCode).toBe(409);
    expect((await staff.request('POST', '/api/admin/email-campaigns/unknown/resume')).statusCode).toBe(404);
  });

  it('resumes once when two admins (or two instances) resume the same campaign at once', async () => {
    await start({ ratePerMinute: 600, pauseAfterErrors: 1 });
    const emails = ['r1@example.com', 'r2@example.com', 'r3@example.com'];
    for (const email of emails) await subscribe(email);
    await expect.poll(() => ctx.smtp.messages.length).toBe(6);
    ctx.smtp.messages.length = 0;
    ctx.smtp.setMode('reject');
    const { _id: id } = (await staff.request('POST', '/api/admin/email-campaigns', campaign('newsletter_subscribers'))).json().data;
    await expect.poll(async () => (await listed())[0].status).toBe('paused');

    ctx.smtp.setMode('accept');
    const answers = await Promise.all(Array.from({ length: 6 }, () => staff.request('POST', `/api/admin/email-campaigns/${id}/resume`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    await advanceAndDeliver(10_000);
    await expect.poll(async () => (await listed())[0]).toMatchObject({ status: 'sent', recipients: { total: 3, sent: 3, failed: 0 } });
    expect(recipientsOf(campaignMails())).toEqual(emails);
  });

  it('queues a campaign to more contacts than SQLite binds in one statement, a slice per statement', async () => {
    await start({ ratePerMinute: 60 });
    const count = 33_000;
    const emails = Array.from({ length: count }, (_, i) => `contact${i}@example.com`);
    for (const chunk of inChunks(emails)) {
      const rows = chunk.map((email) => ({ id: email, name: 'Lead', email, phone: '', subject: 'Hi', message: 'Hi', verified_email: email, created_at: '2026-11-01T00:00:00Z' }));
      await ctx.app.db.insertInto('contacts').values(rows).execute();
    }
    const created = await staff.request('POST', '/api/admin/email-campaigns', campaign('contacts'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: `Email campaign queued for 33000 recipients`, data: { recipients: { total: count } } });
    const queued = await ctx.app.db
      .selectFrom('outbox')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('next_attempt_at').as('last')])
      .where('campaign_id', '=', created.json().data._id)
      .executeTakeFirstOrThrow();
    // One mail per contact, spaced one second apart at 60 a minute.
    expect({ n: Number(queued.n), last: Number(queued.last) }).toEqual({ n: count, last: ctx.clock.now + (count - 1) * 1000 });
  }, 180_000);

  it('reaches everybody once when the audience spans pages and its sources overlap, as the confirmation counted', async () => {
    await start();
    // 1,300 subscribers and 1,300 leads interleaved in address order across pages: every third
    // reader is also a lead, half the leads wrote three times, some through both forms; one reader
    // who is also a lead has a pending subscription (reached as a lead), another unsubscribed (not
    // reached, not even as a lead).
    const address = (n: number) => `p${String(n).padStart(4, '0')}@example.com`;
    const readers = Array.from({ length: 1_300 }, (_, i) => address(2 * i));
    const leads = Array.from({ length: 1_300 }, (_, i) => address(2 * i + 1));
    await seedActiveSubscribers(ctx.app.db, readers);
    const written = [...leads, ...readers.filter((_, i) => i % 3 === 0)];
    for (const chunk of inChunks(written)) {
      const rows = chunk.flatMap((email, i) => {
        const row = { id: `${email}-c`, name: 'Lead', email, phone: '', subject: 'Hi', message: 'Hi', verified_email: email, created_at: '2026-11-01T00:00:00Z' };
        return i % 2 === 0 ? [row, { ...row, id: `${email}-again` }, { ...row, id: `${email}-third` }] : [row];
      });
      await ctx.app.db.insertInto('contacts').values(rows).execute();
    }
    for (const email of leads.filter((_, i) => i % 5 === 0)) await addLead('quotes', email);
    await ctx.app.db.updateTable('subscribers').set({ status: 'pending' }).where('email', '=', readers[3]).execute();
    await ctx.app.db.updateTable('subscribers').set({ status: 'unsubscribed' }).where('email', '=', readers[6]).execute();

    const counted = (await staff.get('/api/admin/email-campaigns/audience?targetAudience=all_users')).json().data.total;
    const created = await staff.request('POST', '/api/admin/email-campaigns', campaign('all_users'));
    expect(created.statusCode).toBe(201);
    const mails = await ctx.app.db.selectFrom('outbox').select('to_address').where('campaign_id', '=', created.json().data._id).execute();
    const reached = mails.map((mail) => mail.to_address).sort();
    const everybody = [...leads, ...readers.filter((_, i) => i !== 6)].sort();
    expect(reached).toEqual(everybody);
    expect(counted).toBe(everybody.length);
    expect(created.json().data.recipients.total).toBe(everybody.length);
  });

  it('sends and lists nothing of a campaign still being queued, and sweeps one whose creation was cut short', async () => {
    await start({ ratePerMinute: 600 });
    await subscribe('asha@example.com');
    // What a process that stopped mid-creation leaves: the campaign row and its first page of mails.
    const at = new Date(ctx.clock.now).toISOString();
    await ctx.app.db
      .insertInto('campaigns')
      .values({ id: 'cut-short', name: 'Cut', subject: 'Diwali offer', content: '<p>Hi</p>', target_audience: 'all_users', recipients_total: 0, status: 'preparing', error_count: 0, sent_at: at, created_at: at })
      .execute();
    await enqueueMails(ctx.app.db, [{ kind: 'campaign', to: 'asha@example.com', subject: 'Diwali offer', html: '<p>Hi</p>', text: 'Hi', campaignId: 'cut-short' }], ctx.clock.now);
    await advanceAndDeliver(10_000);
    const sent = await staff.request('POST', '/api/admin/email-campaigns', campaign('newsletter_subscribers'));
    await expect.poll(() => campaignMails().length).toBe(1);
    await advanceAndDeliver(10_000);
    expect(campaignMails().map((mail) => mail.subject)).toEqual(['Diwali offer for asha@example.com']);
    expect((await listed()).map((listedCampaign: { _id: string }) => listedCampaign._id)).toEqual([sent.json().data._id]);

    expect(await sweepAbandonedCampaigns(ctx.app.db, ctx.clock.now)).toBe(0);
    ctx.clock.advance(ABANDONED_AFTER_MS);
    expect(await sweepAbandonedCampaigns(ctx.app.db, ctx.clock.now)).toBe(1);
    expect(await ctx.app.db.selectFrom('campaigns').select('id').where('id', '=', 'cut-short').execute()).toEqual([]);
    expect(await ctx.app.db.selectFrom('outbox').select('id').where('campaign_id', '=', 'cut-short').execute()).toEqual([]);
  });

  it('leaves nothing behind when queuing a campaign fails part-way', async () => {
    await start();
    await seedActiveSubscribers(ctx.app.db, Array.from({ length: 1_200 }, (_, i) => `reader${i}@example.com`));
    let inserts = 0;
    const failSecondPage = watchingStatements((node) => {
      if (node.kind === 'InsertQueryNode' && JSON.stringify(node.into).includes('"outbox"') && ++inserts === 2) throw new Error('disk full');
    });
    const failing = createCampaign(ctx.app.db.withPlugin(failSecondPage), newsletterCampaign, directContext());
    await expect(failing).rejects.toThrow('disk full');
    expect(await ctx.app.db.selectFrom('campaigns').select('id').execute()).toEqual([]);
    expect(await ctx.app.db.selectFrom('outbox').select('id').where('kind', '=', 'campaign').execute()).toEqual([]);
  });

  it('writes a large audience in a statement per 500 recipients, not one per recipient', async () => {
    await start();
    await seedActiveSubscribers(ctx.app.db, Array.from({ length: 1_200 }, (_, i) => `reader${i}@example.com`));
    let statements = 0;
    const counter = watchingStatements(() => (statements += 1));
    const created = await createCampaign(ctx.app.db.withPlugin(counter), newsletterCampaign, directContext());
    expect(created.recipients.total).toBe(1_200);
    // Per page of 500 (three pages): the audience, its subscriptions, who of it is still in it as
    // the mails are queued (an erasure may have come between), and one INSERT of mails; on
    // PostgreSQL also the lock erasures take. Then the campaign row, its total, the audit entry
    // and reading the row back.
    const perPage = dialectOf(ctx.app.db) === 'postgres' ? 5 : 4;
    expect(statements).toBeLessThanOrEqual(3 * perPage + 4);
  });

  it('refuses an unknown audience and a missing subject', async () => {
    await start();
    const audience = await staff.request('POST', '/api/admin/email-campaigns', campaign('everyone'));
    expect(audience.statusCode).toBe(400);
    expect(audience.json().message).toBe('targetAudience must be one of: newsletter_subscribers, all_users, contacts');
    const subject = await staff.request('POST', '/api/admin/email-campaigns', { ...campaign('contacts'), subject: '' });
    expect(subject.json().message).toBe('subject is required');
    expect(await listed()).toEqual([]);
  });
});
