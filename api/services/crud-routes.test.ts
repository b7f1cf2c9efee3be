import { describe, expect, it } from 'vitest';
import { defaultProjects } from '../../shared/content/projects.ts';
import { defaultServices } from '../../shared/content/services.ts';
import { defaultTestimonials } from '../../shared/content/testimonials.ts';
import { signedInApp } from '../test/admin.ts';

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
    await refused('/api/admin/projects', { ...defaultProjects[0], liveUrl: 'javascript:alert(1)' }, 'liveUrl must be an https:// or http:// address with a host');
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
