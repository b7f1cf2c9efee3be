import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from '../db/connect.ts';
import { startTestApp, type TestContext } from '../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp.ts';
import { enqueueMail } from './outbox.ts';
import { LANES, type Lane } from './lanes.ts';
import { createOutboxWorker, DEFAULT_LEASE_MS, type OutboxWorker } from './outbox-worker.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

/**
 * Outbox leases (design §10) with several workers on one database, as several instances run:
 * the test app's own worker, and workers built here, each with its own mail server. On
 * PostgreSQL each has its own connection pool; on SQLite they share the app's one connection
 * (one writer, as in production where SQLite means one process).
 */
let ctx: TestContext;
const opened: { db?: Db; smtp: TestSmtpServer; transports: MailTransport[]; worker: OutboxWorker; sending: Promise<unknown>[] }[] = [];

beforeEach(async () => {
  ctx = await startTestApp();
});
afterEach(async () => {
  for (const other of opened.splice(0)) {
    other.smtp.setMode('accept');
    await Promise.all(other.sending);
    await other.worker.stop();
    for (const transport of other.transports) transport.close();
    await other.smtp.close();
    await other.db?.destroy();
  }
  await ctx.close();
});

/** Another instance: a worker named `name` on its own connection (PostgreSQL) and mail server. */
async function otherInstance(name: string, options: { batchSize?: number } = {}) {
  const smtp = await startSmtpServer();
  const db = ctx.databaseUrl ? connectDatabase({ dataDir: ctx.dataDir, databaseUrl: ctx.databaseUrl }) : undefined;
  const transports = Object.fromEntries(LANES.map((lane) => [lane, createMailTransport({ smtpUrl: smtp.url, outboxDir: ctx.dataDir, timeoutMs: 20_000 })])) as Record<Lane, MailTransport>;
  const warnings: string[] = [];
  const worker = createOutboxWorker({
    db: db ?? ctx.app.db,
    transports,
    from: 'test@example.com',
    messageIdDomain: 'example.com',
    now: () => ctx.clock.now,
    log: { info: () => {}, warn: (_obj, msg) => warnings.push(msg) },
    pollMs: 60_000,
    instanceId: name,
    ...options,
  });
  const sending: Promise<unknown>[] = [];
  opened.push({ db, smtp, transports: Object.values(transports), worker, sending });
  /** Tries one mail at once, as for an OTP code; the test awaits the answer when it needs it. */
  const deliver = (id: number) => {
    const delivered = worker.deliver(id);
    sending.push(delivered.catch(() => {}));
    return delivered;
  };
  return { smtp, worker, warnings, deliver };
}

const queue = (to: string, sendAfter = ctx.clock.now) =>
  enqueueMail(ctx.app.db, { kind: 'test', to, subject: `Lease test for ${to}`, html: '<p>Hello</p>', text: 'Hello', sendAfter }, ctx.clock.now);

const row = (id: number) =>
  ctx.app.db.selectFrom('outbox').select(['status', 'attempts', 'claimed_by', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();

const received = (smtp: TestSmtpServer, to: string) => smtp.messages.filter((m) => m.to.includes(to)).length;

/** The app's worker has run a round since now: a mail queued after this call has arrived. */
async function appWorkerRan(marker: string) {
  await queue(marker);
  ctx.app.outbox.kick();
  await ctx.smtp.waitForMail((m) => m.to.includes(marker), 15_000);
}

describe('outbox leases', () => {
  it('sends a mail held by an instance that stopped answering once its lease runs out, and the late instance cannot overwrite that', async () => {
    const stalled = await otherInstance('instance-a');
    stalled.smtp.setMode('hold');
    // Due in 30 s, so only instance A (trying it at once, like an OTP mail) takes it now.
    const id = await queue('held@example.com', ctx.clock.now + 30_000);
    const late = stalled.deliver(id);
    await expect.poll(() => stalled.smtp.held().length, { timeout: 15_000 }).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sending', claimed_by: 'instance-a#1' });

    // Due now, but A's lease has 15 s left: the app's worker passes it by.
    ctx.clock.advance(45_000);
    await appWorkerRan('marker-1@example.com');
    expect(received(ctx.smtp, 'held@example.com')).toBe(0);
    expect((await row(id)).status).toBe('sending');

    // A has said nothing for longer than the lease: the app's worker sends it, once.
    ctx.clock.advance(DEFAULT_LEASE_MS);
    ctx.app.outbox.kick();
    await ctx.smtp.waitForMail((m) => m.to.includes('held@example.com'), 15_000);
    await expect.poll(async () => (await row(id)).status).toBe('sent');
    const taken = await row(id);
    expect(taken.claimed_by).not.toMatch(/^instance-a/);

    // A's mail server answers at last; A's outcome no longer applies to the row.
    stalled.smtp.setMode('accept');
    expect(await late).toBe(true);
    expect(await row(id)).toEqual({ ...taken, attempts: 1 });
    expect(stalled.warnings).toContain('Mail outcome not recorded: the row is no longer held by this claim (its lease ran out, or it was erased)');
    await appWorkerRan('marker-2@example.com');
    expect(received(ctx.smtp, 'held@example.com')).toBe(1);
  });

  it('leaves a mail another instance is sending alone when an instance (re)starts', async () => {
    const sending = await otherInstance('instance-a');
    sending.smtp.setMode('hold');
    const id = await queue('in-flight@example.com', ctx.clock.now + 30_000);
    const delivered = sending.deliver(id);
    await expect.poll(() => sending.smtp.held().length, { timeout: 15_000 }).toBe(1);
    ctx.clock.advance(30_000);

    // A process starting up (after a crash or a deploy) with A's mail in flight.
    const restarted = await otherInstance('instance-c');
    await restarted.worker.start();
    expect(await row(id)).toMatchObject({ status: 'sending', claimed_by: 'instance-a#1' });
    // Both other workers run rounds (whichever sends the marker) and pass A's mail by.
    const marker = await queue('marker@example.com');
    restarted.worker.kick();
    await expect.poll(async () => (await row(marker)).status, { timeout: 15_000 }).toBe('sent');
    await appWorkerRan('marker-2@example.com');
    expect(await row(id)).toMatchObject({ status: 'sending', claimed_by: 'instance-a#1' });

    sending.smtp.setMode('accept');
    expect(await delivered).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, claimed_by: 'instance-a#1' });
    expect(received(sending.smtp, 'in-flight@example.com')).toBe(1);
    expect(received(restarted.smtp, 'in-flight@example.com') + received(ctx.smtp, 'in-flight@example.com')).toBe(0);
  });

  it('has instances claiming side by side send every mail exactly once', async () => {
    const count = 150;
    const addresses = Array.from({ length: count }, (_, i) => `reader${i}@example.com`);
    const instances = [await otherInstance('instance-a', { batchSize: 7 }), await otherInstance('instance-b', { batchSize: 7 })];
    for (const address of addresses) await queue(address);
    for (const { worker } of instances) worker.kick();
    ctx.app.outbox.kick();

    const servers = [ctx.smtp, ...instances.map((i) => i.smtp)];
    await expect.poll(() => servers.reduce((n, smtp) => n + smtp.messages.length, 0), { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
    await expect
      .poll(async () => (await ctx.app.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute()).length, { timeout: 15_000 })
      .toBe(0);
    const recipients = servers.flatMap((smtp) => smtp.messages.flatMap((m) => m.to)).sort();
    expect(recipients).toEqual([...addresses].sort());
  });
});
