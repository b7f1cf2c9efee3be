import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { startTestApp, verifyEmail, type TestContext } from '../../test/app.ts';
import { storedLeadsOf } from '../../test/leads.ts';

/** The daily cap of leads per proven address (run on SQLite and, as api-pg, on PostgreSQL). */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await startTestApp();
});
afterEach(async () => ctx.close());

const { max: CAP, timeWindow: DAY } = DEFAULT_LIMITS.leadsPerAddress;
const HOUR = 60 * 60 * 1000;
// 50 characters, and one that differs only in its domain.
const LONG = 'meera.iyer.design-studio+enquiries@example-mail.in';
const LOOK_ALIKE = 'meera.iyer.design-studio+enquiries@example-mail.com';

const contact = (email: string, n: number) => ({ name: 'Meera Iyer — स्टूडियो', email, subject: `Shop app, part ${n}`, message: 'Can we talk about an app for our shop?' });
const quote = (email: string, n: number) => ({
  name: 'Meera Iyer',
  email,
  service: 'Web Products & Platforms',
  subService: 'Custom React/Next.js apps',
  budget: '100k-500k',
  timeline: '1-month',
  message: `Quote ${n}: a new website for our clinic.`,
});
/** Each lead from a network of its own, as a browser's cookie replayed from many would be. */
const send = (n: number, cookie: string, email = LONG, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: n % 2 ? '/api/quote' : '/api/contact',
    payload: n % 2 ? quote(email, n) : contact(email, n),
    remoteAddress: `198.51.100.${n + 1}`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
const leadsOf = async (email: string) => {
  const { contacts, quotes, confirmations, notifications } = await storedLeadsOf(ctx.app.db, email);
  return { leads: contacts + quotes, confirmations, notifications };
};
const refusal = (hours: number) => ({
  status: 429,
  retryAfter: String(hours * 3600),
  message: `This e-mail address has sent ${CAP} messages and quote requests in the last 24 hours, as many as we take from one address. Please try again in ${hours} hours.`,
});
const answerOf = (answer: Awaited<ReturnType<typeof send>>) => ({ status: answer.statusCode, retryAfter: answer.headers['retry-after'], message: answer.json().message });

describe('leads per proven address', () => {
  it(`stores ${CAP} of ${CAP + 6} messages and quote requests sent at once from as many networks, refuses the rest with 429, and leaves a look-alike address alone`, async () => {
    const cookie = await verifyEmail(ctx, LONG);
    const answers = await Promise.all(Array.from({ length: CAP + 6 }, (_, n) => send(n, cookie)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(CAP);
    expect(answers.filter((answer) => answer.statusCode !== 200).map(answerOf)).toEqual(Array(6).fill(refusal(24)));
    // Nothing of a refused lead: no row, no mail, no consent, no alert.
    expect(await leadsOf(LONG)).toEqual({ leads: CAP, confirmations: CAP, notifications: CAP });
    expect(await ctx.app.db.selectFrom('consents').select('id').where('email', '=', LONG).execute()).toHaveLength(CAP);
    expect(await ctx.app.db.selectFrom('lead_alerts').select('id').execute()).toHaveLength(CAP);

    const other = await verifyEmail(ctx, LOOK_ALIKE);
    expect((await send(0, other, LOOK_ALIKE)).statusCode).toBe(200);
  });

  it('does not count leads stored days ago under random ids, as leads were before their ids were time-ordered', async () => {
    const stamp = new Date(ctx.clock.now - 3 * DAY).toISOString();
    await ctx.app.db
      .insertInto('contacts')
      .values(Array.from({ length: CAP + 5 }, (_, n) => ({ id: randomUUID(), name: 'Meera Iyer', email: LONG, phone: '', subject: `Old ${n}`, message: 'Hello', verified_email: LONG, created_at: stamp })))
      .execute();
    const cookie = await verifyEmail(ctx, LONG);
    const answers = await Promise.all(Array.from({ length: CAP + 1 }, (_, n) => send(n, cookie)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(CAP);
  });

  it('frees a slot when the oldest lead leaves the day; a retry of a stored lead is still answered with success, a refused one is judged again', async () => {
    const cookie = await verifyEmail(ctx, LONG);
    const first = randomUUID();
    expect((await send(0, cookie, LONG, first)).statusCode).toBe(200);
    ctx.clock.advance(HOUR);
    for (let n = 1; n < CAP; n++) expect((await send(n, cookie)).statusCode).toBe(200);

    // The first lead leaves the window 23 hours from now.
    const refused = randomUUID();
    expect(answerOf(await send(CAP, cookie, LONG, refused))).toEqual(refusal(23));
    expect(answerOf(await send(CAP, cookie, LONG, refused))).toEqual(refusal(23));
    expect((await send(0, cookie, LONG, first)).statusCode).toBe(200);
    expect(await leadsOf(LONG)).toEqual({ leads: CAP, confirmations: CAP, notifications: CAP });

    ctx.clock.advance(DAY - HOUR);
    // A new day's proof (a verification lasts 24 hours too), read from a new code mail.
    ctx.smtp.messages.splice(0);
    const again = await verifyEmail(ctx, LONG, '203.0.113.9');
    expect((await send(CAP, again, LONG, refused)).statusCode).toBe(200);
    expect(await leadsOf(LONG)).toEqual({ leads: CAP + 1, confirmations: CAP + 1, notifications: CAP + 1 });
  });
});
