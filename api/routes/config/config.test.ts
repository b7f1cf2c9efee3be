import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../test/app.ts';

const t = sharedTestApp();
const { get } = t;

describe('site configuration', () => {
  it('serves the site configuration with sorted options and the contact alias', async () => {
    const { success, data } = (await get('/api/config')).json();
    expect(success).toBe(true);
    expect(data.siteInfo.tagline).toBe('Professional Digital Solutions');
    expect(data.contact).toEqual(data.contactInfo);
    expect(data.contactInfo.city).toBe('Jabalpur');
    expect(data.budgetRanges.map((b: { value: string }) => b.value)).toEqual(['under-100k', '100k-500k', '500k-1m', '1m-2.5m', 'above-2.5m']);
    expect(data.timelines.map((t: { label: string }) => t.label)).toEqual(['ASAP (Rush Job)', '1-2 weeks', '1 month', '2-3 months', '3+ months']);
    expect(data.services).toHaveLength(6);
  });

  it('is answered from the public cache, with a validator for revalidation', async () => {
    const first = await get('/api/config');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get('/api/config', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });
});
