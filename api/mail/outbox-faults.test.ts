import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, verifyEmail, type TestContext } from '../test/app.ts';
import type { SmtpMode } from '../test/smtp.ts';
import { enqueueMail } from './outbox.ts';

/**
 * The mail server misbehaves in each way a real one does: it refuses, it never answers, it drops
 * the connection mid-message. Every lead stays stored and every mail arrives exactly once after.
 * The database fails the worker too: it backs off and resumes.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await startTestApp({ outbox: { pollMs: 50, retryBaseMs: 10, timeoutMs: 500 } });
});
afterEach(async () => ctx.close());

const contact = (i: number) => ({ name: `Visitor ${i}`, email: 'lead@example.com', subject: `Subject ${i}`, message: `Message ${i}` });

async function leadsDuring(mode: SmtpMode, count: number) {
  const cookie = await verifyEmail(ctx, 'lead@example.com');
  ctx.smtp.setMode(mode);
  for (let i = 0; i < count; i++) {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact(i), headers: { cookie } });
    expect(answer.statusCode).toBe(200);
  }
  expect(await ctx.app.db.selectFrom('contacts').select('subject').execute()).toHaveLength(count);
  // Wait until every lead mail has failed at least once against the broken server.
  await expect
    .poll(
      async () =>
        (await ctx.app.db.selectFrom('outbox').select('attempts').where('kind', 'like', 'lead-%').execute()).every((r) => r.attempts > 0),
      { timeout: 10_000 },
    )
    .toBe(true);
  expect(ctx.smtp.messages.filter((m) => /New message/.test(m.subject))).toHaveLength(0);
}

async function recover(count: number) {
  ctx.smtp.setMode('accept');
  ctx.clock.advance(60 * 60 * 1000);
  ctx.app.outbox.kick();
  await expect
    .poll(async () => (await ctx.app.db.selectFrom('outbox').select('status').where('kind', 'like', 'lead-%').where('status', '!=', 'sent').execute()).length, {
      timeout: 15_000,
    })
    .toBe(0);
  // Exactly once: one notification per lead, no duplicates.
  const notifications = ctx.smtp.messages.filter((m) => /New message from/.test(m.subject)).map((m) => m.text.match(/Subject \d+/)?.[0]);
  expect(notifications.sort()).toEqual(Array.from({ length: count }, (_, i) => `Subject ${i}`).sort());
}

describe('mail server faults', () => {
  it.each<SmtpMode>(['reject', 'hang', 'drop'])('keeps every lead and delivers each mail once after the server %s', async (mode) => {
    await leadsDuring(mode, 3);
    await recover(3);
  });
});

describe('database faults', () => {
  it('keeps sending, once each, after the database refused its claims and the outcomes of mail on the wire', async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `reader${i}.database-fault@example.com`);
    const inFlight = async () => (await ctx.app.db.selectFrom('outbox').select('id').where('status', '=', 'sending').execute()).length;
    ctx.smtp.setAnswerMs(300);
    for (const to of addresses) await enqueueMail(ctx.app.db, { kind: 'test', to, subject: 'Database fault', html: '<p>Hi</p>', text: 'Hi' }, ctx.clock.now);
    ctx.app.outbox.kick();
    await expect.poll(inFlight).toBeGreaterThan(0);

    // The table is gone for a while (a real error from the engine): answers arrive meanwhile, their
    // outcomes cannot be written, and every round's claim fails.
    await sql`ALTER TABLE outbox RENAME TO outbox_away`.execute(ctx.app.db);
    await expect.poll(() => ctx.smtp.envelopes.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await sql`ALTER TABLE outbox_away RENAME TO outbox`.execute(ctx.app.db);

    // Mails held back meanwhile may have timed out and wait for a retry: let the retry come due.
    await expect.poll(inFlight, { timeout: 20_000 }).toBe(0);
    ctx.clock.advance(60 * 60 * 1000);
    ctx.app.outbox.kick();
    await expect
      .poll(async () => (await ctx.app.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute()).length, { timeout: 20_000 })
      .toBe(0);
    expect(ctx.smtp.envelopes.flatMap((e) => e.to).sort()).toEqual(addresses);
    // The server never stopped answering.
    expect((await ctx.app.inject({ url: '/api/config' })).statusCode).toBe(200);
  });
});

describe('the database back', () => {
  let slow: TestContext;
  // Rounds a minute apart, and a minute's wait after a failed one: only a kick can send sooner.
  beforeEach(async () => {
    slow = await startTestApp({ outbox: { pollMs: 60_000, retryBaseMs: 10, timeoutMs: 2_000 } });
  });
  afterEach(async () => slow.close());

  it("sends a lead's mails at once after the database returned, though the lane was waiting out a failed round", async () => {
    const address = 'narmada.riverside.homestay.bookings@jabalpur-example.in';
    const cookie = await verifyEmail(slow, address);
    await sql`ALTER TABLE outbox RENAME TO outbox_away`.execute(slow.app.db);
    // A round now fails (no outbox to claim from): the lane waits a minute before the next.
    slow.app.outbox.kick();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sql`ALTER TABLE outbox_away RENAME TO outbox`.execute(slow.app.db);

    const sent = await slow.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Meera Patel', email: address, subject: 'Homestay site', message: 'Hello' }, headers: { cookie } });
    expect(sent.statusCode).toBe(200);
    const confirmation = await slow.smtp.waitForMail((m) => m.to.includes(address) && /We received your message/.test(m.subject), 5_000);
    expect(confirmation.subject).toContain('We received your message');
  });
});
