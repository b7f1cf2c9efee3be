import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

describe('text the database cannot store', () => {
  it('refuses a NUL character in a path, query or body with a 400 naming the field', async () => {
    const path = await ctx.app.inject('/api/projects/%00');
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({ success: false, message: 'id must not contain NUL characters' });

    const query = await ctx.app.inject('/api/check-email-verified?email=a%00@example.com');
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('email must not contain NUL characters');

    const body = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'reader\u0000@example.com' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toBe('email must not contain NUL characters');
    expect(await ctx.app.db.selectFrom('subscribers').select('email').execute()).toEqual([]);
  });
});

describe('a query parameter given twice', () => {
  it('is refused with a 400 that says so, not with the type it should have', async () => {
    const limit = await ctx.app.inject('/api/posts?limit=1&limit=2');
    expect([limit.statusCode, limit.json().message]).toEqual([400, 'limit is given more than once: give it once']);
    const email = await ctx.app.inject('/api/check-email-verified?email=asha.venkataraman@example.co.in&email=asha.venkataraman@example.com');
    expect([email.statusCode, email.json().message]).toEqual([400, 'email is given more than once: give it once']);
    expect((await ctx.app.inject('/api/posts?limit=2')).statusCode).toBe(200);
  });
});
