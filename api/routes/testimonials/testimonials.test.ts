import { describe, expect, it } from 'vitest';
import { defaultTestimonials } from '../../../shared/content/testimonials.ts';
import { signIn } from '../../test/admin.ts';
import { sharedTestApp } from '../../test/app.ts';

const t = sharedTestApp();
const { get } = t;

describe('testimonials for visitors', () => {
  it('serves the four approved testimonials', async () => {
    const data = (await get('/api/testimonials?featured=true')).json().data;
    expect(data).toHaveLength(4);
    expect(data[0]).toMatchObject({ rating: 5, project: 'Marble Rocks Tourism Portal' });
  });

  it('shows only approved testimonials, while staff see every one', async () => {
    const staff = await signIn(t.ctx);
    const created = await staff.request('POST', '/api/admin/testimonials', { ...defaultTestimonials[0], name: 'Unapproved', isApproved: false });
    expect(created.statusCode).toBe(201);
    expect((await get('/api/testimonials')).json().data.map((t: { name: string }) => t.name)).not.toContain('Unapproved');
    expect((await staff.get('/api/admin/testimonials')).json().data.map((t: { name: string }) => t.name)).toContain('Unapproved');
  });
});
