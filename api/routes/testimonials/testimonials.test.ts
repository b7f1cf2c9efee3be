import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultTestimonials } from '../../../shared/content/testimonials.ts';
import { signIn } from '../../test/admin.ts';
import { sharedTestApp } from '../../test/app.ts';
import { multipartFile } from '../../test/multipart.ts';

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

  it('gives a testimonial with an uploaded photo the photo’s variants, so the page need not load the whole upload', async () => {
    const staff = await signIn(t.ctx);
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#b45309' } }).jpeg().toBuffer();
    const form = multipartFile('client.jpg', photo, 'image/jpeg');
    const uploaded = await t.ctx.app.inject({ method: 'POST', url: '/api/admin/files', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${staff.token}` } });
    const file = uploaded.json().data;
    expect((await staff.request('POST', '/api/admin/testimonials', { ...defaultTestimonials[0], name: 'With a photo', image: file.url })).statusCode).toBe(201);
    const shown = (await get('/api/testimonials')).json().data.find((t: { name: string }) => t.name === 'With a photo');
    expect(shown.picture).toEqual({ base: `/uploads/variants/${file.storedName.replace('.jpg', '')}`, width: 900, height: 900, widths: [400, 800] });
  });
});
