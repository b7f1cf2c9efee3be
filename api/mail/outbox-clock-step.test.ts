import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/app.ts';
import { enqueueMail } from './outbox.ts';
import { DEFAULT_LEASE_MS } from './outbox-worker.ts';

/**
 * One instance (SQLite's shape) whose clock steps forward past its own lease while a mail is on
 * the wire, as a virtual machine's clock does after a pause or a large time correction: the
 * instance knows the mail is its own and still unanswered, so it never takes it as abandoned.
 */
let ctx: TestContext;
beforeEach(async () => {
  // A transport that waits for the held answer longer than the test runs.
  ctx = await startTestApp({ outbox: { pollMs: 50, retryBaseMs: 10, timeoutMs: 20_000 } });
});
afterEach(async () => {
  ctx.smtp.setMode('accept');
  await ctx.close();
});

const ON_THE_WIRE = 'ramesh.chandra.shrivastava.clock-step@narmada-example.in';
const AFTER_THE_STEP = 'ramesh.chandra.shrivastava.after-step@narmada-example.in';

const queue = (to: string) =>
  enqueueMail(ctx.app.db, { kind: 'test', to, subject: `Clock step test for ${to}`, html: '<p>Hello</p>', text: 'Hello' }, ctx.clock.now);
const row = (id: number) => ctx.app.db.selectFrom('outbox').select(['status', 'claimed_by']).where('id', '=', id).executeTakeFirstOrThrow();

describe('a clock that steps forward', () => {
  it('never makes an instance send its own unanswered mail a second time', async () => {
    ctx.smtp.setMode('hold');
    const first = await queue(ON_THE_WIRE);
    ctx.app.outbox.kick();
    await expect.poll(() => ctx.smtp.held().length, { timeout: 15_000 }).toBe(1);
    const held = await row(first);
    expect(held.status).toBe('sending');

    ctx.clock.advance(DEFAULT_LEASE_MS + 1_000);
    // A mail queued after the step is claimed by a later round: that round passed the first by.
    const second = await queue(AFTER_THE_STEP);
    ctx.app.outbox.kick();
    await expect.poll(async () => (await row(second)).status, { timeout: 15_000 }).toBe('sending');
    expect(await row(first)).toEqual(held);

    ctx.smtp.setMode('accept');
    await expect.poll(async () => [(await row(first)).status, (await row(second)).status], { timeout: 15_000 }).toEqual(['sent', 'sent']);
    const recipients = ctx.smtp.envelopes.flatMap((envelope) => envelope.to);
    expect(recipients.sort()).toEqual([AFTER_THE_STEP, ON_THE_WIRE]);
  });
});
