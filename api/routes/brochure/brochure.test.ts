import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../shared/content/site.ts';
import { sharedTestApp } from '../../test/app.ts';

const t = sharedTestApp();
const { get } = t;

describe('pricing brochure', () => {
  it('serves the brochure as a real PDF at both paths, as a download every time', async () => {
    for (const url of ['/api/download/brochure', '/brochure/services-and-pricing.pdf', '/api/download/brochure']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toContain('services-and-pricing.pdf');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(answer.rawPayload.length).toBeGreaterThan(1500);
    }
  });

  it('draws the current services and the site name', async () => {
    const { buildBrochurePdf } = await import('./brochure.ts');
    const pdf = await buildBrochurePdf([], { ...defaultSiteSettings, siteInfo: { ...defaultSiteSettings.siteInfo, name: 'Test Studio' } }, 2026);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document title carries the site name (PDF Info dictionary, plain text).
    expect(pdf.toString('latin1')).toContain('Test Studio - Services and Pricing');
  });
});
