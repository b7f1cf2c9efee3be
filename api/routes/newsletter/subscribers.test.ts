import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';
import { subscribeConfirmed } from '../../test/newsletter.ts';

const t = signedInApp();

describe("the admin's subscriber list", () => {
  it('unsubscribes a subscriber by e-mail, 404 when there is no active one', async () => {
    await subscribeConfirmed(t.ctx.app, 'leela@example.com');
    const done = await t.staff.request('DELETE', '/api/admin/newsletter/Leela%40Example.com');
    expect(done.json()).toEqual({ success: true, message: 'Subscriber unsubscribed' });
    expect((await t.staff.get('/api/admin/newsletter')).json().data[0]).toMatchObject({ email: 'leela@example.com', status: 'unsubscribed' });
    expect((await t.staff.get('/api/admin/dashboard/stats')).json().stats.totalSubscribers).toBe(0);
    expect((await t.staff.request('DELETE', '/api/admin/newsletter/leela%40example.com')).statusCode).toBe(404);
    expect((await t.staff.request('DELETE', '/api/admin/newsletter/not-an-address')).statusCode).toBe(400);
  });
});
