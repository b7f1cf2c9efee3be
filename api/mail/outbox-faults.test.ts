import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, verifyEmail, type TestContext } from '../test/app.ts';
import type { SmtpMode } from '../test/smtp.ts';

/**
 * The mail server misbehaves in each way a real one does: it refuses, it never answers, it drops
 * the connection mid-message. Every lead stays stored and every mail arrives exactly once after.
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
