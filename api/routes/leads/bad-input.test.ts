import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, verifyEmail, type TestContext } from '../../test/app.ts';

/**
 * Hostile and broken bodies for every public POST: each gets a 4xx naming the problem, never a
 * 500, and nothing is written.
 */
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await startTestApp({ limits: { lead: { max: 1000, timeWindow: 60_000 }, newsletter: { max: 1000, timeWindow: 60_000 }, sendOtp: { max: 1000, timeWindow: 60_000 }, verifyOtp: { max: 1000, timeWindow: 60_000 } } });
  cookie = await verifyEmail(ctx, 'valid@example.com');
});
afterAll(async () => ctx.close());

const valid: Record<string, Record<string, unknown>> = {
  '/api/send-otp': { email: 'valid@example.com', name: 'V' },
  '/api/verify-otp': { email: 'valid@example.com', otp: '123456' },
  '/api/quote': {
    name: 'V', email: 'valid@example.com', service: 'Web', subService: 'Apps', budget: 'under-100k', timeline: 'asap', message: 'Hi',
  },
  '/api/contact': { name: 'V', email: 'valid@example.com', subject: 'S', message: 'M' },
  '/api/newsletter/subscribe': { email: 'valid@example.com' },
  '/api/newsletter/unsubscribe': { email: 'valid@example.com', token: 'personal-token-123' },
};
const routes = Object.keys(valid);

const send = (url: string, payload: string, contentType = 'application/json') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, cookie } });

async function rowCounts() {
  const count = async (table: 'quotes' | 'contacts' | 'subscribers' | 'otp_codes') =>
    Number((await ctx.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { quotes: await count('quotes'), contacts: await count('contacts'), subscribers: await count('subscribers'), codes: await count('otp_codes') };
}

describe.each(routes)('POST %s with bad input', (url) => {
  const body = valid[url];
  const cases: [string, string, RegExp][] = [
    ['malformed JSON', '{"email": "x', /not valid JSON/],
    ['an empty object', '{}', /is required/],
    ['a JSON array', '[1,2]', /must be object/],
    ['null', 'null', /./],
    ['the e-mail as a number', JSON.stringify({ ...body, email: 12345 }), /email must be string/],
    ['an invalid e-mail', JSON.stringify({ ...body, email: 'not-an-email' }), /email must be a valid e-mail address/],
    // No mail server delivers to these, so a code or reply would never arrive (RFC 5321 §4.5.3.1).
    ['a domain label over 63 letters', JSON.stringify({ ...body, email: `asha@${'mail'.repeat(45)}.example.com` }), /email must be a valid e-mail address/],
    ['a name before the @ over 64 letters', JSON.stringify({ ...body, email: `${'asha.verma'.repeat(7)}@example.com` }), /email must be a valid e-mail address/],
    ['a 1 MB string', JSON.stringify({ ...body, name: 'x'.repeat(1024 * 1024) }), /too large/],
    ['blank required text', JSON.stringify({ ...body, email: '   ' }), /email/],
    ['a prototype-pollution key', `{"__proto__": {"admin": true}, ${JSON.stringify(body).slice(1)}`, /./],
  ];

  it.each(cases)('%s answers 4xx with a message and writes nothing', async (_name, payload, message) => {
    const before = await rowCounts();
    const answer = await send(url, payload);
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    const json = answer.json();
    expect(json.success).toBe(false);
    expect(json.message).toMatch(message);
    expect(answer.body).not.toMatch(/at .*\.ts:\d+|node_modules|\/work\//);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a body that is not JSON, naming the type it was sent as and the one to send', async () => {
    // text/plain is what fetch sends for a string body given no Content-Type.
    for (const type of ['application/x-www-form-urlencoded', 'application/xml; charset=utf-8', 'text/plain;charset=UTF-8']) {
      const answer = await send(url, 'email=valid@example.com', type);
      expect(answer.statusCode).toBe(415);
      const sent = type.split(';')[0];
      expect(answer.json()).toEqual({ success: false, message: `The body's Content-Type (${sent}) is not accepted here: send application/json` });
    }
    const untyped = await ctx.app.inject({ method: 'POST', url, payload: Buffer.from('{}'), headers: { cookie } });
    expect(untyped.statusCode).toBe(415);
    expect(untyped.json()).toEqual({ success: false, message: 'The request has a body but no Content-Type: send application/json' });
  });
});

describe('unknown fields', () => {
  it('are dropped, not stored', async () => {
    const answer = await send('/api/contact', JSON.stringify({ ...valid['/api/contact'], isAdmin: true, created_at: 'x' }));
    expect(answer.statusCode).toBe(200);
    const row = await ctx.app.db.selectFrom('contacts').selectAll().executeTakeFirstOrThrow();
    expect(row).not.toHaveProperty('isAdmin');
    expect(row.created_at).not.toBe('x');
  });
});
