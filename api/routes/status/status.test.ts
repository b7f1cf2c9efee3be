import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../test/app.ts';

const t = sharedTestApp();
const { get } = t;

describe('status routes', () => {
  it('answers the offline check, health and maintenance', async () => {
    expect((await get('/api/client')).statusCode).toBe(200);
    expect((await get('/api/maintenance')).json()).toEqual({ success: true, maintenance: false });
    const health = (await get('/api/health')).json();
    expect(health).toMatchObject({ success: true, database: 'ok', mail: { mode: 'smtp' } });
  });

  it('lets any origin read the offline check, and counts the outbox in the health answer', async () => {
    const client = await get('/api/client', { origin: 'https://elsewhere.example' });
    expect(client.headers['access-control-allow-origin']).toBe('*');
    expect(client.json()).toEqual({ success: true, message: 'API is reachable' });
    const { mail } = (await get('/api/health')).json();
    expect(mail).toEqual({ mode: 'smtp', queued: expect.any(Number), sending: expect.any(Number), sent: expect.any(Number), failed: expect.any(Number) });
  });
});
