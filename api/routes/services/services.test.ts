import { describe, expect, it } from 'vitest';
import { defaultServices } from '../../../shared/content/services.ts';
import { signIn } from '../../test/admin.ts';
import { sharedTestApp } from '../../test/app.ts';

const t = sharedTestApp();
const { get } = t;

describe('services for visitors', () => {
  it('serves the six services with the spec prices, and the featured ones', async () => {
    const all = (await get('/api/services')).json().data;
    expect(all.map((s: { pricing: { startingPrice: number } }) => s.pricing.startingPrice)).toEqual([10000, 20000, 15000, 8000, 25000, 12000]);
    const featured = (await get('/api/services?featured=true')).json().data;
    expect(featured.map((s: { category: string }) => s.category)).toEqual(['web', 'mobile', 'design']);
    expect(all).toHaveLength(defaultServices.length);
  });

  it('lists active services only, in the staff order', async () => {
    const staff = await signIn(t.ctx);
    const [first] = (await get('/api/services')).json().data;
    expect((await staff.request('PUT', `/api/admin/services/${first._id}`, { ...defaultServices[0], isActive: false })).statusCode).toBe(200);
    const names = (await get('/api/services')).json().data.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(defaultServices.length - 1);
    expect(names).not.toContain(first.name);
    expect((await staff.get('/api/admin/services')).json().data).toHaveLength(defaultServices.length);
  });

  it('names a too long feature by its place in the list, counted from 1 as staff count lines', async () => {
    const staff = await signIn(t.ctx);
    const features = ['Responsive design', 'SEO-ready pages', 'x'.repeat(201)];
    const answer = await staff.request('POST', '/api/admin/services', { ...defaultServices[0], features });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('features item 3 must be at most 200 characters');
    const subServices = await staff.request('POST', '/api/admin/services', { ...defaultServices[0], subServices: [''] });
    expect(subServices.json().message).toBe('subServices item 1 is required');
  });
});
