import { describe, expect, it } from 'vitest';
import { defaultProjects } from '../../shared/content/projects.ts';
import { defaultServices } from '../../shared/content/services.ts';
import { defaultTestimonials } from '../../shared/content/testimonials.ts';
import { signedInApp } from '../test/admin.ts';
import { verifyEmail } from '../test/app.ts';

const t = signedInApp();

const publicList = async (url: string) => (await t.ctx.app.inject({ url })).json().data as { _id: string }[];

/** One kind of content, how a public page lists it and a change that hides it from visitors. */
const kinds = [
  {
    kind: 'projects',
    label: 'Project',
    publicUrl: '/api/projects?featured=true',
    input: { ...defaultProjects[0], title: 'Narmada Ghat Tours' },
    rename: { title: 'Narmada Ghat Tours 2.0' },
    hide: { status: 'inactive' },
  },
  {
    kind: 'services',
    label: 'Service',
    publicUrl: '/api/services',
    input: { ...defaultServices[0], name: 'Voice Apps', order: 7 },
    rename: { name: 'Voice Assistants' },
    hide: { isActive: false },
  },
  {
    kind: 'testimonials',
    label: 'Testimonial',
    publicUrl: '/api/testimonials?featured=true',
    input: { ...defaultTestimonials[0], name: 'Meera Joshi' },
    rename: { name: 'Meera J.' },
    hide: { isApproved: false },
  },
] as const;

describe.each(kinds)('admin $kind', ({ kind, label, publicUrl, input, rename, hide }) => {
  const base = `/api/admin/${kind}`;
  const nameOf = (item: Record<string, unknown>) => item.title ?? item.name;

  it('creates, updates, hides and deletes, and the public list follows each step at once', async () => {
    const before = await publicList(publicUrl); // fills the public cache

    const created = await t.staff.request('POST', base, input);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: `${label} created successfully!` });
    const { _id: id } = created.json().data;
    expect((await publicList(publicUrl)).map(nameOf)).toContain(nameOf(input));
    expect((await publicList(publicUrl)).length).toBe(before.length + 1);

    const updated = await t.staff.request('PUT', `${base}/${id}`, { ...input, ...rename });
    expect(updated.json()).toMatchObject({ success: true, message: `${label} updated successfully!`, data: { _id: id, ...rename } });
    expect((await publicList(publicUrl)).map(nameOf)).toContain(nameOf(rename));

    await t.staff.request('PUT', `${base}/${id}`, { ...input, ...hide });
    expect((await publicList(publicUrl)).map((item) => item._id)).not.toContain(id);
    // Staff still see the hidden record.
    expect((await t.staff.get(base)).json().data.map((item: { _id: string }) => item._id)).toContain(id);

    const deleted = await t.staff.request('DELETE', `${base}/${id}`);
    expect(deleted.json()).toEqual({ success: true, message: `${label} deleted successfully!` });
    expect((await t.staff.get(base)).json().data.map((item: { _id: string }) => item._id)).not.toContain(id);
    expect((await t.staff.request('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    const gone = await t.staff.request('PUT', `${base}/${id}`, input);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: `${label} not found` });
  });
});

describe('admin input validation (spec §5)', () => {
  const refused = async (url: string, body: object, message: string) => {
    const answer = await t.staff.request('POST', url, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message });
  };

  it('refuses bad orders, prices, enums and URLs with a message naming the field, writing nothing', async () => {
    const service = defaultServices[0];
    await refused('/api/admin/services', { ...service, order: 0 }, 'order must be >= 1');
    await refused('/api/admin/services', { ...service, order: 1.5 }, 'order must be integer');
    await refused('/api/admin/services', { ...service, order: '2' }, 'order must be integer');
    await refused('/api/admin/services', { ...service, pricing: { ...service.pricing, startingPrice: -1 } }, 'pricing.startingPrice must be >= 0');
    await refused(
      '/api/admin/services',
      { ...service, pricing: { ...service.pricing, currency: 'GBP' } },
      'pricing.currency must be one of: INR, USD, EUR',
    );
    await refused('/api/admin/testimonials', { ...defaultTestimonials[0], order: 0 }, 'order must be >= 1');
    await refused('/api/admin/testimonials', { ...defaultTestimonials[0], rating: 6 }, 'rating must be <= 5');
    await refused('/api/admin/projects', { ...defaultProjects[0], liveUrl: 'javascript:alert(1)' }, 'liveUrl has an invalid format');
    await refused('/api/admin/projects', { ...defaultProjects[0], category: 'games' }, 'category must be one of: web, mobile, design, other');
    await refused('/api/admin/projects', { ...defaultProjects[0], title: '   ' }, 'title is required');
    const stats = (await t.staff.get('/api/admin/dashboard/stats')).json().stats;
    expect(stats.totalServices).toBe(defaultServices.length);
    expect(stats.totalProjects).toBe(defaultProjects.length);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.staff.request('PUT', '/api/admin/projects/unknown', defaultProjects[0])).statusCode).toBe(404);
    expect((await t.staff.request('DELETE', `/api/admin/services/${'x'.repeat(100)}`)).statusCode).toBe(400);
  });
});

describe('admin e-mail templates', () => {
  const template = {
    name: 'Friendly code',
    subject: 'Your {{siteName}} code: {{otp}}',
    htmlContent: '<p>Namaste {{name}}, your code is <b>{{otp}}</b>.</p>',
    templateType: 'otp_verification',
  };
  const sendCode = (email: string) =>
    t.ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email, name: '<Ravi>' } });

  it('a saved template shapes the real mail, an update changes it and a delete restores the default', async () => {
    const created = await t.staff.request('POST', '/api/admin/email-templates', template);
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    expect((await t.staff.get('/api/admin/email-templates')).json().data).toEqual([created.json().data]);

    await sendCode('ravi@example.com');
    const mail = await t.ctx.smtp.waitForMail((m) => m.to.includes('ravi@example.com'));
    expect(mail.subject).toMatch(/code: \d{6}$/);
    expect(mail.html).toContain('Namaste &lt;Ravi&gt;');

    await t.staff.request('PUT', `/api/admin/email-templates/${id}`, { ...template, htmlContent: '<p>Code {{otp}} for {{email}}</p>' });
    await sendCode('sita@example.com');
    expect((await t.ctx.smtp.waitForMail((m) => m.to.includes('sita@example.com'))).text).toMatch(/^Code \d{6} for sita@example.com$/);

    expect((await t.staff.request('DELETE', `/api/admin/email-templates/${id}`)).statusCode).toBe(200);
    await sendCode('gita@example.com');
    expect((await t.ctx.smtp.waitForMail((m) => m.to.includes('gita@example.com'))).subject).toMatch(/verification code/i);
  });

  it('refuses an unknown template type', async () => {
    const answer = await t.staff.request('POST', '/api/admin/email-templates', { ...template, templateType: 'sms' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^templateType must be one of: email_campaign, /);
  });
});

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
      await t.ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
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

  it('unsubscribes a subscriber by e-mail, 404 when there is no active one', async () => {
    await t.ctx.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'leela@example.com' } });
    const done = await t.staff.request('DELETE', '/api/admin/newsletter/Leela%40Example.com');
    expect(done.json()).toEqual({ success: true, message: 'Subscriber unsubscribed' });
    expect((await t.staff.get('/api/admin/newsletter')).json().data[0]).toMatchObject({ email: 'leela@example.com', status: 'unsubscribed' });
    expect((await t.staff.get('/api/admin/dashboard/stats')).json().stats.totalSubscribers).toBe(0);
    expect((await t.staff.request('DELETE', '/api/admin/newsletter/leela%40example.com')).statusCode).toBe(404);
    expect((await t.staff.request('DELETE', '/api/admin/newsletter/not-an-address')).statusCode).toBe(400);
  });
});
