import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './limits.ts';
import { startTestApp, verifyEmail, type TestContext } from './test/app.ts';

/** Floods from one address get 429 with Retry-After; everyone else is still served. */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await startTestApp();
});
afterEach(async () => ctx.close());

const post = (url: string, payload: object, remoteAddress: string, cookie = '') =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });

describe('flood limits per IP', () => {
  it('newsletter subscribe flood', async () => {
    const { max } = DEFAULT_LIMITS.newsletter;
    for (let i = 0; i < max; i++) expect((await post('/api/newsletter/subscribe', { email: `f${i}@example.com` }, '203.0.113.5')).statusCode).toBe(200);
    const refused = await post('/api/newsletter/subscribe', { email: 'one-more@example.com' }, '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringMatching(/Too many requests/) });
    expect((await ctx.app.db.selectFrom('subscribers').select('email').where('email', '=', 'one-more@example.com').execute())).toHaveLength(0);
    expect((await post('/api/newsletter/subscribe', { email: 'neighbour@example.com' }, '203.0.113.6')).statusCode).toBe(200);
  });

  it.each(['/api/contact', '/api/quote'])('%s flood from one IP', async (url) => {
    const cookie = await verifyEmail(ctx, 'flood@example.com', '203.0.113.7');
    const body =
      url === '/api/contact'
        ? { name: 'F', email: 'flood@example.com', subject: 'S', message: 'M' }
        : { name: 'F', email: 'flood@example.com', service: 'Web', subService: 'Apps', budget: 'under-100k', timeline: 'asap', message: 'M' };
    const { max } = DEFAULT_LIMITS.lead;
    for (let i = 0; i < max; i++) expect((await post(url, body, '203.0.113.7', cookie)).statusCode).toBe(200);
    const refused = await post(url, body, '203.0.113.7', cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const table = url === '/api/contact' ? 'contacts' : 'quotes';
    expect(await ctx.app.db.selectFrom(table).select('id').execute()).toHaveLength(max);

    const other = await verifyEmail(ctx, 'calm@example.com', '203.0.113.8');
    expect((await post(url, { ...body, email: 'calm@example.com' }, '203.0.113.8', other)).statusCode).toBe(200);
  });

  it('verify-otp guessing from one IP', async () => {
    const { max } = DEFAULT_LIMITS.verifyOtp;
    for (let i = 0; i < max; i++) {
      const answer = await post('/api/verify-otp', { email: `guess${i}@example.com`, otp: '123456' }, '203.0.113.9');
      expect(answer.statusCode).toBe(400);
    }
    const refused = await post('/api/verify-otp', { email: 'guess@example.com', otp: '123456' }, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post('/api/verify-otp', { email: 'guess@example.com', otp: '123456' }, '203.0.113.10')).statusCode).toBe(400);
  });
});

describe('cross-origin requests', () => {
  it('are not allowed for origins outside CORS_ORIGINS', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'https://evil.example' } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/contact',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('are allowed, without credentials, for a listed origin', async () => {
    const listed = await startTestApp({ corsOrigins: ['https://partner.example'] });
    try {
      const answer = await listed.app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'https://partner.example' } });
      expect(answer.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      const other = await listed.app.inject({ method: 'GET', url: '/api/config', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await listed.close();
    }
  });
});
