import { expect } from 'vitest';
import type { AdminClient } from './admin.ts';
import { verifyEmail, type TestContext } from './app.ts';
import { subscribeConfirmed } from './newsletter.ts';

/**
 * A valid address of 125 characters (a 59-character local part, a 64-character domain): longer
 * than the router's default limit of 100 characters for a path parameter.
 */
export const LONG_ADDRESS = 'ramachandra.venkatasubramanian.shrivastava-accounts.payable@narmada-valley-handloom-weavers-cooperative-society.example.co.in';

/** Someone with a history at the agency: their address and the words only they left behind. */
export interface Person {
  email: string;
  name: string;
  phone: string;
  /** Words of theirs (an address of their own) that reach messages, notes, replies and mails. */
  words: string;
}

/**
 * Everything a person leaves behind, through the API as it happens: a verified address, a message
 * and a quote, a confirmed subscription, a correction request, a staff note, reply, pipeline
 * changes (the message lost with a reason, the quote won and drafted into a project), the
 * subscription ended by staff, and a page view (and its daily count) from before paths lost their
 * query string.
 */
export async function busyPerson(ctx: TestContext, staff: AdminClient, person: Person): Promise<void> {
  const { email, name, phone, words } = person;
  const cookie = await verifyEmail(ctx, email);
  for (const [url, payload] of [
    ['/api/contact', { name, email, phone, subject: 'A new shop', message: `Hello, ${name} here, at ${words}` }],
    ['/api/quote', { name, email, phone, service: 'web-development', subService: 'E-commerce', budget: 'under-100k', timeline: '1-month', message: `Shop for ${words}, call ${phone}` }],
  ] as const) {
    const answer = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  await subscribeConfirmed(ctx.app, email);
  const asked = await ctx.app.inject({ method: 'POST', url: '/api/your-data/requests', headers: { cookie }, payload: { email, kind: 'correction', note: `${name} moved to ${words}` } });
  expect(asked.statusCode, asked.body).toBe(200);

  const leadOf = async (table: 'contacts' | 'quotes') => (await ctx.app.db.selectFrom(table).select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const contact = await leadOf('contacts');
  const quote = await leadOf('quotes');
  const staffDid = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const answer = await staff.request(method, url, payload);
    expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
  };
  await staffDid('POST', `/api/admin/leads/contact/${contact}/notes`, { body: `Call ${name} back about ${words}` });
  await staffDid('PUT', `/api/admin/leads/contact/${contact}/pipeline`, { status: 'lost', lostReason: `${name} chose a cousin` });
  await staffDid('POST', `/api/admin/leads/quote/${quote}/reply`, { subject: 'Your shop', message: `Dear ${name}, about ${words}` });
  await staffDid('PUT', `/api/admin/leads/quote/${quote}/pipeline`, { status: 'won' });
  await staffDid('POST', `/api/admin/leads/quote/${quote}/project-draft`);
  await staffDid('DELETE', `/api/admin/newsletter/${encodeURIComponent(email)}`);
  const legacyPath = `/verify-otp?email=${encodeURIComponent(email)}`;
  await ctx.app.db
    .insertInto('visitor_events')
    .values({ type: 'pageview', path: legacyPath, referrer: null, name: null, value: null, day: '2026-11-23', created_at: ctx.clock.now })
    .execute();
  // Its count in the daily totals, as migration 008 summed the old views up by path.
  await ctx.app.db.insertInto('visitor_daily').values({ day: '2026-11-23', kind: 'path', key: legacyPath, views: 1 }).execute();
}

/** Waits until the outbox has handed every mail over (to SMTP or to a file). */
export async function mailsSettled(ctx: TestContext): Promise<void> {
  ctx.app.outbox.kick();
  await expect
    .poll(async () => (await ctx.app.db.selectFrom('outbox').select('id').where('status', 'in', ['queued', 'sending']).where('next_attempt_at', '<=', ctx.clock.now).execute()).length)
    .toBe(0);
}
