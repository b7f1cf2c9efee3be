import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type AdminClient } from '../../test/admin.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await signIn(ctx);
});
afterAll(async () => ctx.close());

describe('GET /api/health', () => {
  it('tells anyone only that the server is alive', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const answer = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: authorization ? { authorization } : {} });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, status: 'ok' });
    }
  });

  it('shows staff the database and mail queue', async () => {
    const answer = await staff.get('/api/health');
    expect(answer.json()).toMatchObject({ success: true, status: 'ok', database: 'ok', mail: { mode: 'smtp', queued: expect.any(Number) } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
