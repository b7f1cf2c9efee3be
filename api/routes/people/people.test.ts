import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSignedInApp, type AdminClient } from '../../test/admin.ts';
import { verifyEmail, type TestContext } from '../../test/app.ts';
import { subscribeConfirmed, unsubscribeByLink } from '../../test/newsletter.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeEach(async () => ({ ctx, staff } = await startSignedInApp()));
afterEach(async () => ctx.close());

const timeline = async (email: string) => (await staff.get(`/api/admin/people/${encodeURIComponent(email)}`)).json().data;
const texts = async (email: string) => (await timeline(email)).entries.map((entry: { text: string }) => entry.text).reverse();

describe('one timeline per e-mail address', () => {
  it("tells a person's story in order: code, message, staff work on it, newsletter, mails", async () => {
    const cookie = await verifyEmail(ctx, 'Asha@Example.com');
    ctx.clock.advance(1000);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { cookie },
      payload: { name: 'Asha', email: 'asha@example.com', subject: 'A new shop', message: 'Can you build it?' },
    });
    expect(sent.statusCode).toBe(200);
    const { id } = await ctx.app.db.selectFrom('contacts').select('id').executeTakeFirstOrThrow();
    ctx.clock.advance(1000);
    await staff.request('PUT', `/api/admin/leads/contact/${id}/pipeline`, { status: 'contacted' });
    ctx.clock.advance(1000);
    await staff.request('POST', `/api/admin/leads/contact/${id}/notes`, { body: 'Wants it before Diwali' });
    ctx.clock.advance(1000);
    await subscribeConfirmed(ctx.app, 'asha@example.com');
    ctx.clock.advance(1000);
    await unsubscribeByLink(ctx.app, 'asha@example.com');

    const story = await texts('ASHA@example.com');
    const steps = [
      'Asked for a verification code',
      'Verified the address with a code',
      'Sent a message: "A new shop"',
      'Status: New -> Contacted (by staff@example.com)',
      'Note by staff@example.com: Wants it before Diwali',
      'Confirmed the newsletter subscription',
      'Left the newsletter by the link in a mail',
    ];
    // In this order, with the mails (code, confirmation, welcome, notifications) in between.
    expect(story.filter((text: string) => steps.includes(text))).toEqual(steps);
    expect(story).toContainEqual(expect.stringMatching(/^Signed up for the newsletter/));
    expect(story).toContainEqual(expect.stringMatching(/^Mail ".*verification code.*" (sent|queued|being sent)$/i));
    const lead = (await timeline('asha@example.com')).entries.find((entry: { text: string }) => entry.text.startsWith('Sent a message'));
    expect(lead.lead).toEqual({ kind: 'contact', id });
  });

  it('shows nothing of other addresses, answers an empty history for a stranger, and refuses a non-address', async () => {
    await verifyEmail(ctx, 'other@example.com');
    expect((await timeline('nobody@example.com')).entries).toEqual([]);
    const bad = await staff.get('/api/admin/people/not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^email/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/people/other%40example.com' })).statusCode).toBe(401);
  });
});

/** Every row of every table, as text, that mentions `email` as typed or URL-encoded (any case). */
async function rowsMentioning(email: string): Promise<string[]> {
  const forms = [email, encodeURIComponent(email)].map((form) => form.toLowerCase());
  const found: string[] = [];
  for (const table of await ctx.app.db.introspection.getTables()) {
    if (table.name.startsWith('kysely_')) continue;
    const rows = await ctx.app.db.selectFrom(table.name as 'contacts').selectAll().execute();
    for (const row of rows) {
      const text = JSON.stringify(row).toLowerCase();
      if (forms.some((form) => text.includes(form))) found.push(`${table.name}: ${text.slice(0, 120)}`);
    }
  }
  return found;
}

describe("a person's data rights", () => {
  async function busyPerson(email: string, name: string) {
    const cookie = await verifyEmail(ctx, email);
    for (const [url, payload] of [
      ['/api/contact', { name, email, subject: 'A new shop', message: `Hello, ${name} here` }],
      ['/api/quote', { name, email, phone: '9826012345', service: 'web-development', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: 'Shop' }],
    ] as const) {
      const answer = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await subscribeConfirmed(ctx.app, email);
    // The person's own request on the data rights page: a timeline step and a mail to the agency.
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/your-data/requests', headers: { cookie }, payload: { email, kind: 'correction', note: `${name} moved` } });
    expect(asked.statusCode, asked.body).toBe(200);
    const { id } = await ctx.app.db.selectFrom('contacts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await staff.request('POST', `/api/admin/leads/contact/${id}/notes`, { body: `Call ${name} back` });
    await ctx.app.db
      .insertInto('visitor_events')
      .values({ type: 'pageview', path: `/verify-otp?email=${encodeURIComponent(email)}`, referrer: null, name: null, value: null, day: '2026-11-23', created_at: ctx.clock.now })
      .execute();
    await ctx.smtp.waitForMail((m) => m.to.includes(email) && /welcome/i.test(m.subject));
  }

  it('exports everything held on an address as a JSON download', async () => {
    await busyPerson('asha@example.com', 'Asha');
    const answer = await staff.get('/api/admin/people/asha%40example.com/export');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="personal-data-asha@example.com.json"');
    const data = answer.json();
    expect(data.messages).toEqual([expect.objectContaining({ name: 'Asha', subject: 'A new shop', message: 'Hello, Asha here' })]);
    expect(data.quoteRequests).toEqual([expect.objectContaining({ service: 'web-development', budget: 'under-100k' })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ status: 'active' })]);
    expect(data.mails.length).toBeGreaterThanOrEqual(3);
    expect(data.timeline.map((entry: { text: string }) => entry.text)).toContain('Note by staff@example.com: Call Asha back');
  });

  it('erases every trace of an address except an anonymous audit entry, and nobody else', async () => {
    await busyPerson('asha_k@example.com', 'Asha');
    await busyPerson('ashaxk@example.com', 'Other');
    // Staff work that the audit log keeps with the person's address or words in it.
    for (const email of ['asha_k@example.com', 'ashaxk@example.com']) {
      const { id } = await ctx.app.db.selectFrom('quotes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      expect((await staff.request('POST', `/api/admin/leads/quote/${id}/reply`, { subject: 'Your shop', message: `Dear ${email}` })).statusCode).toBe(201);
      expect((await staff.request('PUT', `/api/admin/leads/quote/${id}/pipeline`, { status: 'contacted' })).statusCode).toBe(200);
      expect((await staff.request('DELETE', `/api/admin/newsletter/${encodeURIComponent(email)}`)).statusCode).toBe(200);
    }
    expect((await rowsMentioning('asha_k@example.com')).filter((row) => row.startsWith('audit_log')).length).toBeGreaterThanOrEqual(2);
    expect((await rowsMentioning('asha_k@example.com')).length).toBeGreaterThan(10);

    const erased = await staff.request('DELETE', '/api/admin/people/Asha_K%40example.com');
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toMatchObject({ contacts: 1, quotes: 1, subscribers: 1, 'page views': 1 });
    expect(erased.json().message).toMatch(/^Erased \d+ records of this person$/);

    const left = await rowsMentioning('asha_k@example.com');
    expect(left).toEqual([]);
    // `_` is no wildcard: the look-alike address keeps all of its data.
    expect(await ctx.app.db.selectFrom('contacts').select('email').execute()).toEqual([{ email: 'ashaxk@example.com' }]);
    expect((await rowsMentioning('ashaxk@example.com')).length).toBeGreaterThan(10);
    // The audit log keeps the anonymous erase entry, and the other person's entries only.
    const audit = await ctx.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(audit.at(-1)).toMatchObject({ action: 'erase', entity: 'person', entity_id: null, before: null, admin_email: 'staff@example.com' });
    expect(audit.at(-1)!.after).not.toMatch(/asha/i);
    const others = audit.slice(0, -1);
    expect(others.map((row) => row.action).sort()).toEqual(['note', 'pipeline', 'reply', 'unsubscribe']);
    for (const row of others) expect(JSON.stringify(row)).not.toMatch(/asha_k|Call Asha|Hello, Asha/i);
  });
});
