import { describe, expect, it } from 'vitest';
import { defaultProjects } from '../../../shared/content/projects.ts';
import { defaultServices } from '../../../shared/content/services.ts';
import { defaultTestimonials } from '../../../shared/content/testimonials.ts';
import { signedInApp } from '../../test/admin.ts';
import { verifyEmail } from '../../test/app.ts';
import { subscribeConfirmed } from '../../test/newsletter.ts';

const t = signedInApp();

describe('admin dashboard and lead lists', () => {
  it('counts the seven totals and lists contacts, quotes and subscribers newest first', async () => {
    const cookie = await verifyEmail(t.ctx, 'anil@example.com');
    const contact = { name: 'Anil', email: 'anil@example.com', subject: 'Website', message: 'Hello' };
    await t.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: contact, headers: { cookie } });
    t.ctx.clock.advance(1000);
    await t.ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, subject: 'App' }, headers: { cookie } });
    const quote = { ...contact, service: 'web', subService: 'Custom apps', budget: 'under-100k', timeline: '1 month', message: 'A shop' };
    await t.ctx.app.inject({ method: 'POST', url: '/api/quote', payload: quote, headers: { cookie } });
    for (const email of ['a@example.com', 'b@example.com']) {
      t.ctx.clock.advance(1000);
      await subscribeConfirmed(t.ctx.app, email);
    }

    const answer = (await t.staff.get('/api/admin/dashboard/stats')).json();
    expect(answer.stats).toEqual({
      totalContacts: 2,
      totalQuotes: 1,
      totalProjects: defaultProjects.length,
      totalServices: defaultServices.length,
      totalTestimonials: defaultTestimonials.length,
      totalSubscribers: 2,
      totalCampaigns: 0,
    });
    expect(answer.data).toEqual(answer.stats);

    const contacts = (await t.staff.get('/api/admin/contacts')).json().data;
    expect(contacts.map((c: { subject: string }) => c.subject)).toEqual(['App', 'Website']);
    expect(contacts[0]).toMatchObject({ name: 'Anil', email: 'anil@example.com', message: 'Hello', _id: expect.any(String) });
    expect((await t.staff.get('/api/admin/quotes')).json().data).toMatchObject([{ service: 'web', budget: 'under-100k', message: 'A shop' }]);
    const subscribers = (await t.staff.get('/api/admin/newsletter')).json().data;
    expect(subscribers.map((s: { email: string }) => s.email)).toEqual(['b@example.com', 'a@example.com']);
    expect(subscribers[0]).toMatchObject({ status: 'active', source: 'website', subscribedAt: expect.any(String) });
  });
});

describe('dashboard access', () => {
  it('is for staff only', async () => {
    expect((await t.ctx.app.inject({ url: '/api/admin/dashboard/stats' })).statusCode).toBe(401);
  });
});
