import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, type AdminClient } from '../../test/admin.ts';
import { sharedTestApp } from '../../test/app.ts';

const t = sharedTestApp();
const { get } = t;
let staff: AdminClient;
beforeAll(async () => {
  staff = await signIn(t.ctx);
});

describe('status routes', () => {
  it('answers the offline check to any origin, and the maintenance flag', async () => {
    const client = await get('/api/client', { origin: 'https://elsewhere.example' });
    expect(client.statusCode).toBe(200);
    expect(client.headers['access-control-allow-origin']).toBe('*');
    expect(client.json()).toEqual({ success: true, message: 'API is reachable' });
    expect((await get('/api/maintenance')).json()).toEqual({ success: true, maintenance: false });
  });
});

describe('GET /api/health', () => {
  it('tells anyone only that the server is alive', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const answer = await get('/api/health', headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, status: 'ok' });
    }
  });

  it("answers the proxy's liveness check, never from a cache", async () => {
    const answer = await get('/api/health/live');
    expect([answer.statusCode, answer.json()]).toEqual([200, { success: true, status: 'ok' }]);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('shows staff the database and the mail queue', async () => {
    const answer = await staff.get('/api/health');
    expect(answer.json()).toEqual({
      success: true,
      status: 'ok',
      database: 'ok',
      mail: { mode: 'smtp', queued: expect.any(Number), sending: expect.any(Number), sent: expect.any(Number), failed: expect.any(Number) },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
