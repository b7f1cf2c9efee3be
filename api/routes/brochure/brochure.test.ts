import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../test/app.ts';
import type { Service } from '../../../shared/api/services.ts';
import { defaultServices } from '../../../shared/content/services.ts';
import { defaultSiteSettings } from '../../../shared/content/site.ts';
import { BROCHURE_CONTENT_BOTTOM, buildBrochure } from './brochure.ts';
import { priceText } from './service-card.ts';

const asServices = (items: typeof defaultServices): Service[] =>
  items.map((item, index) => ({ ...item, _id: String(index), createdAt: '', updatedAt: '' })) as Service[];

/** The PDF's streams, inflated: fonts, their ToUnicode maps and the page contents. */
function streams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated (or an embedded image): skip.
    }
  }
  return out.join('\n');
}

describe('services brochure', () => {
  it('prints prices with the rupee sign, Indian digit grouping and the billing cycle', () => {
    expect(priceText({ startingPrice: 150000, currency: 'INR', billingCycle: 'project-based' })).toBe('From ₹1,50,000 per project');
    expect(priceText({ startingPrice: 8000, currency: 'INR', billingCycle: 'monthly' })).toBe('From ₹8,000 per month');
  });

  it('embeds its font with the ₹ glyph and keeps every heading with what follows it, across pages', async () => {
    // Many services with long feature lists: the cards must run over several pages.
    const long = asServices([...defaultServices, ...defaultServices, ...defaultServices]).map((service, index) => ({
      ...service,
      name: `${service.name} ${index + 1}`,
      features: index % 4 === 0 ? [...service.features, ...service.features, ...service.features] : service.features,
    }));
    const { pdf, blocks } = await buildBrochure(long, defaultSiteSettings, 2026);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const inflated = streams(pdf);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/);
    // The ToUnicode map of the embedded font maps a glyph to U+20B9: the ₹ is drawn with it, not a box.
    expect(inflated).toMatch(/<20b9>/i);

    expect(blocks.map((block) => block.title)).toEqual(['Our services', ...long.map((service) => service.name), 'Terms in brief', 'Contact']);
    expect(new Set(blocks.map((block) => block.page)).size).toBeGreaterThanOrEqual(3);
    for (const block of blocks) expect(block.bottom, block.title).toBeLessThanOrEqual(BROCHURE_CONTENT_BOTTOM);
    // A heading's block reaches past its own line: it was placed together with the first thing under it.
    const heading = blocks[0];
    expect(blocks[1]).toMatchObject({ page: heading.page });
    expect(heading.bottom).toBeCloseTo(blocks[1].bottom, 0);
  });
});

const t = sharedTestApp();

describe('GET /api/download/brochure', () => {
  it('serves the brochure as a real PDF at both paths, as a download every time', async () => {
    for (const url of ['/api/download/brochure', '/brochure/services-and-pricing.pdf', '/api/download/brochure']) {
      const answer = await t.get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toContain('services-and-pricing.pdf');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
