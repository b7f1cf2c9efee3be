import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../db/connect.ts';
import { startTestApp, type TestContext } from '../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { enqueueMail } from './outbox.ts';
import { LANES, type Lane } from './lanes.ts';
import { createOutboxWorker, DEFAULT_LEASE_MS } from './outbox-worker.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

/**
 * On PostgreSQL a claim reads the clock before its statement waits for the database. The test
 * app's own worker is the other instance, running a round only when kicked; the late one is
 * built here on its own pool and mail server.
 */
let ctx: TestContext;
let db: Db;
let smtp: TestSmtpServer;
let transports: MailTransport[] = [];
beforeEach(async () => {
  ctx = await startTestApp({ outbox: { pollMs: 60 * 60 * 1000, retryBaseMs: 10, timeoutMs: 2000 } });
  db = connectDatabase({ dataDir: ctx.dataDir, databaseUrl: ctx.databaseUrl });
  smtp = await startSmtpServer();
});
afterEach(async () => {
  smtp.setMode('accept');
  for (const transport of transports.splice(0)) transport.close();
  await smtp.close();
  await db.destroy();
  await ctx.close();
});

const claimsWaitingForALock = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'update "outbox"%'`.execute(db)).rows[0].n;

describe('a claim that lands after its own lease ran out', () => {
  it('sends none of its mails: the instance that took them as abandoned sends each once', async () => {
    const byLane = Object.fromEntries(LANES.map((lane) => [lane, createMailTransport({ smtpUrl: smtp.url, outboxDir: ctx.dataDir, timeoutMs: 20_000 })]));
    transports = Object.values(byLane);
    const warnings: string[] = [];
    const late = createOutboxWorker({
      db,
      transports: byLane as Record<Lane, MailTransport>,
      from: 'test@example.com',
      messageIdDomain: 'example.com',
      now: () => ctx.clock.now,
      log: { info: () => {}, warn: (_details, message) => warnings.push(message) },
      instanceId: 'instance-late',
    });
    // Held unanswered if it ever arrives: the late instance would then still be sending it.
    smtp.setMode('hold');
    const to = 'late.claim.reader.of.the.newsletter@example.co.in';
    // Due in 30 s, so only the late instance (trying it at once, like a code) takes it now.
    const id = await enqueueMail(ctx.app.db, { kind: 'test', to, subject: 'Late claim', html: '<p>Hello</p>', text: 'Hello', sendAfter: ctx.clock.now + 30_000 }, ctx.clock.now);

    // The outbox locked as a stalled database holds it: the claim reads the clock, then waits.
    let unlock = () => {};
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = ctx.app.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE outbox IN EXCLUSIVE MODE`.execute(trx);
      locked();
      await new Promise<void>((resolve) => (unlock = resolve));
    });
    await lockTaken;
    let answered = false;
    const delivered = late.deliver(id).finally(() => (answered = true));
    await expect.poll(claimsWaitingForALock).toBeGreaterThan(0);
    ctx.clock.advance(DEFAULT_LEASE_MS);
    unlock();
    await holding;
    // The late claim has landed: it either gave the mail back or is sending it.
    await expect.poll(() => answered || smtp.held().length > 0).toBe(true);

    // The other instance's round takes the mail: due by now, or abandoned by a claim whose lease ran out.
    ctx.app.outbox.kick();
    await expect.poll(() => ctx.smtp.messages.filter((m) => m.to.includes(to)).length, { timeout: 15_000 }).toBe(1);
    smtp.setMode('accept');
    const sentByLate = await delivered;
    expect(ctx.smtp.envelopes.filter((e) => e.to.includes(to)).length + smtp.accepted()).toBe(1);
    expect(sentByLate).toBe(false);
    await expect.poll(async () => (await ctx.app.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('sent');
    expect(warnings).toContain('Mails claimed only after their lease ran out: given back unsent');
    await late.stop();
  });
});
