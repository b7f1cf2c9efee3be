import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.ts';
import { enqueueMails, type QueuedMail } from './outbox.ts';
import { claimRows, type ClaimRequest } from './outbox-claims.ts';

/**
 * A claim over a backlog (SMTP away for an hour, a big campaign): rows whose lease ran out come
 * first, then the due mails in the order of their time, never more than asked and never another
 * lane's. The rows lie an hour ahead of the test app's clock, out of its own worker's reach.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

const HOUR = 60 * 60 * 1000;
const BACKLOG = 1_500;
/** 50-character addresses, as a real list has them. */
const address = (n: number) => `backlog.recipient.${String(n).padStart(5, '0')}@kisan-mandi-price-tracker.example.in`.slice(-50);

const mail = (n: number, sendAfter: number, campaignId?: string): QueuedMail => ({
  kind: campaignId ? 'campaign' : 'test',
  to: address(n),
  subject: `Backlog mail ${n} — नमस्ते`,
  html: `<p>Mail ${n}</p>`,
  text: `Mail ${n}`,
  sendAfter,
  campaignId,
});

describe('claiming from a backlog', () => {
  it('takes abandoned mails first, then the oldest due ones in order, up to the limit, from its own lane only', async () => {
    const db = ctx.app.db;
    const start = ctx.clock.now + HOUR;
    // Queued in shuffled order, each due a second after the one before.
    const order = Array.from({ length: BACKLOG }, (_, n) => n).sort((a, b) => ((a * 7919) % BACKLOG) - ((b * 7919) % BACKLOG));
    await enqueueMails(db, order.map((n) => mail(n, start + n * 1000)), ctx.clock.now);
    // A campaign's mail due before all of them: another lane's.
    await enqueueMails(db, [mail(BACKLOG, start - 1000, 'campaign-of-the-backlog-test')], ctx.clock.now);
    // Five mails an instance took and died with: their lease ends half an hour ahead of the clock.
    const gone = await db.selectFrom('outbox').select('id').where('to_address', 'in', [1400, 1401, 1402, 1403, 1404].map(address)).execute();
    await db
      .updateTable('outbox')
      .set({ status: 'sending', claimed_by: 'instance-killed#1', lease_until: ctx.clock.now + HOUR / 2 })
      .where('id', 'in', gone.map((row) => row.id))
      .execute();

    const at = start + 2 * HOUR;
    const request = (token: string): ClaimRequest => ({ token, at, leaseMs: 60_000, limit: 20, sendable: [], ownClaims: [], skipLocked: Boolean(ctx.databaseUrl), from: { lane: 'transactional' } });
    // RETURNING gives no order: the claimed set is what counts.
    const numbers = (rows: { to_address: string }[]) => rows.map((row) => Number(/(\d{5})@/.exec(row.to_address)![1])).sort((a, b) => a - b);

    const first = await claimRows(db, request('claim#1'));
    expect(numbers(first)).toEqual([...Array.from({ length: 15 }, (_, n) => n), 1400, 1401, 1402, 1403, 1404]);
    expect(first.every((row) => row.status === 'sending' && row.claimed_by === 'claim#1' && row.lease_until === at + 60_000)).toBe(true);

    const second = await claimRows(db, request('claim#2'));
    expect(numbers(second)).toEqual(Array.from({ length: 20 }, (_, n) => n + 15));
    const campaignRow = await db.selectFrom('outbox').select('status').where('campaign_id', '=', 'campaign-of-the-backlog-test').executeTakeFirstOrThrow();
    expect(campaignRow.status).toBe('queued');
  });
});
