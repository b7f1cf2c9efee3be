import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, verifyEmail, type TestContext } from '../../test/app.ts';
import { storedLeadsOf } from '../../test/leads.ts';
import { dropOldRetryKeys, LEAD_RETRY_KEY_TTL_MS } from './retry-keys.ts';

/** A lead form's retries under one Idempotency-Key (run on SQLite and, as api-pg, on PostgreSQL). */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await startTestApp();
});
afterEach(async () => ctx.close());

// 50 characters, and a look-alike pair.
const LONG = 'meera.iyer.design-studio+enquiries@example-mail.in';
const contact = (email: string) => ({ name: 'Meera Iyer — स्टूडियो', email, subject: 'Shop app', message: 'Can we talk about an app for our shop?' });
const quote = (email: string) => ({
  name: 'Ravi Kumar',
  email,
  service: 'Web Products & Platforms',
  subService: 'Custom React/Next.js apps',
  budget: '100k-500k',
  timeline: '1-month',
  message: 'We need a new website for our clinic.',
});

const send = (url: string, payload: object, cookie: string, key?: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) } });

describe('lead retries under an Idempotency-Key', () => {
  it('stores a message sent five times at once under one key once, with one set of mails, and answers each with success', async () => {
    const cookie = await verifyEmail(ctx, LONG);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('/api/contact', contact(LONG), cookie, key)));
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual(Array(5).fill([200, { success: true, message: 'Message sent successfully!' }]));
    expect(await storedLeadsOf(ctx.app.db, LONG)).toEqual({ contacts: 1, quotes: 0, confirmations: 1, notifications: 1 });
    expect(await ctx.app.db.selectFrom('lead_alerts').select('id').execute()).toHaveLength(1);
  });

  it('answers a retry of a committed quote with the same success and stores nothing more', async () => {
    const cookie = await verifyEmail(ctx, 'ravi@example.com');
    const key = randomUUID().toUpperCase();
    const first = await send('/api/quote', quote('ravi@example.com'), cookie, key);
    const retry = await send('/api/quote', quote('ravi@example.com'), cookie, key.toLowerCase());
    expect(retry.json()).toEqual(first.json());
    expect(retry.json()).toEqual({ success: true, message: 'Quote request sent successfully!' });
    expect(await storedLeadsOf(ctx.app.db, 'ravi@example.com')).toEqual({ contacts: 0, quotes: 1, confirmations: 1, notifications: 1 });
    // A new submission (a new key) is a new lead.
    expect((await send('/api/quote', quote('ravi@example.com'), cookie, randomUUID())).statusCode).toBe(200);
    expect((await storedLeadsOf(ctx.app.db, 'ravi@example.com')).quotes).toBe(2);
  });

  it('keeps keys per sender: look-alike addresses sending the same key each store their message', async () => {
    const key = randomUUID();
    for (const [i, email] of ['a@example.com', 'asha@example.com'].entries()) {
      const ip = `198.51.100.${i + 1}`;
      const cookie = await verifyEmail(ctx, email, ip);
      expect((await send('/api/contact', contact(email), cookie, key, ip)).statusCode).toBe(200);
    }
    for (const email of ['a@example.com', 'asha@example.com']) expect((await storedLeadsOf(ctx.app.db, email)).contacts).toBe(1);
  });

  it('stores an edited message sent under a used key as a message of its own, and answers both with success', async () => {
    const cookie = await verifyEmail(ctx, LONG);
    const key = randomUUID();
    const first = contact(LONG);
    const edited = { ...first, message: `${first.message} Budget about ₹2 lakh — and a Hindi version: हाँ।` };
    for (const body of [first, edited, edited]) expect((await send('/api/contact', body, cookie, key)).json()).toEqual({ success: true, message: 'Message sent successfully!' });
    const messages = await ctx.app.db.selectFrom('contacts').select('message').where('email', '=', LONG).execute();
    expect(messages.map((m) => m.message).sort()).toEqual([first.message, edited.message].sort());
    expect(await storedLeadsOf(ctx.app.db, LONG)).toEqual({ contacts: 2, quotes: 0, confirmations: 2, notifications: 2 });
  });

  it('without a key stores every send, as before', async () => {
    const cookie = await verifyEmail(ctx, 'a@example.com');
    for (let i = 0; i < 2; i++) expect((await send('/api/contact', contact('a@example.com'), cookie)).statusCode).toBe(200);
    expect(await storedLeadsOf(ctx.app.db, 'a@example.com')).toEqual({ contacts: 2, quotes: 0, confirmations: 2, notifications: 2 });
  });

  it('refuses a key that is not a UUID with a 400 naming the header, and stores nothing', async () => {
    const cookie = await verifyEmail(ctx, 'a@example.com');
    for (const key of ['order-42', `${randomUUID()}x`, 'ज्ञ'.repeat(12)]) {
      const answer = await send('/api/contact', contact('a@example.com'), cookie, key);
      expect([answer.statusCode, answer.json()]).toEqual([400, { success: false, message: 'The idempotency-key header must be a UUID' }]);
    }
    expect((await storedLeadsOf(ctx.app.db, 'a@example.com')).contacts).toBe(0);
  });

  it('forgets a key after a day: the sweep drops it, and the same key then stores a new message', async () => {
    const cookie = await verifyEmail(ctx, 'a@example.com');
    const key = randomUUID();
    expect((await send('/api/contact', contact('a@example.com'), cookie, key)).statusCode).toBe(200);
    await dropOldRetryKeys(ctx.app.db, ctx.clock.now - LEAD_RETRY_KEY_TTL_MS);
    expect(await ctx.app.db.selectFrom('lead_retry_keys').select('id').execute()).toHaveLength(1);
    ctx.clock.advance(LEAD_RETRY_KEY_TTL_MS + 1);
    await dropOldRetryKeys(ctx.app.db, ctx.clock.now - LEAD_RETRY_KEY_TTL_MS);
    expect(await ctx.app.db.selectFrom('lead_retry_keys').select('id').execute()).toHaveLength(0);
    // A day on, the address is proven afresh (a verification lasts less than a day), by a new code.
    ctx.smtp.messages.length = 0;
    const again = await verifyEmail(ctx, 'a@example.com');
    expect((await send('/api/contact', contact('a@example.com'), again, key)).statusCode).toBe(200);
    expect((await storedLeadsOf(ctx.app.db, 'a@example.com')).contacts).toBe(2);
  });
});
