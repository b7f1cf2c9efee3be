import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';
import { subscribeConfirmed } from '../../test/newsletter.ts';
import { LONG_ADDRESS } from '../../test/people.ts';

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

describe('a subscriber with an address of over 100 characters', () => {
  it('is unsubscribed by staff like anyone else', async () => {
    const email = LONG_ADDRESS;
    await subscribeConfirmed(t.ctx.app, email);
    const done = await t.staff.request('DELETE', `/api/admin/newsletter/${encodeURIComponent(email)}`);
    expect(done.json()).toEqual({ success: true, message: 'Subscriber unsubscribed' });
    expect((await t.staff.get('/api/admin/newsletter')).json().data[0]).toMatchObject({ email, status: 'unsubscribed' });
  });
});
