import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProjects } from '../../../shared/content/projects.ts';
import { defaultServices } from '../../../shared/content/services.ts';
import { startTestApp, type TestContext } from '../../test/app.ts';
import { createProject } from './projects.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('public content from the seeded database', () => {
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

  it('serves the six services with the spec prices, and the featured ones', async () => {
    const all = (await get('/api/services')).json().data;
    expect(all.map((s: { pricing: { startingPrice: number } }) => s.pricing.startingPrice)).toEqual([10000, 20000, 15000, 8000, 25000, 12000]);
    const featured = (await get('/api/services?featured=true')).json().data;
    expect(featured.map((s: { category: string }) => s.category)).toEqual(['web', 'mobile', 'design']);
    expect(all).toHaveLength(defaultServices.length);
  });

  it('serves featured projects with a limit, and one project by id', async () => {
    const projects = (await get('/api/projects?featured=true&limit=6')).json().data;
    expect(projects.map((p: { title: string }) => p.title)).toEqual(defaultProjects.map((p) => p.title));
    expect((await get('/api/projects?featured=true&limit=2')).json().data).toHaveLength(2);

    const one = (await get(`/api/projects/${projects[0]._id}`)).json();
    expect(one.project.title).toBe(projects[0].title);
    expect(one.data).toEqual(one.project);
    const missing = await get('/api/projects/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Project not found' });
  });

  it('rejects a bad query with a message', async () => {
    const answer = await get('/api/projects?limit=abc');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/limit/);
  });

  it('answers a repeated URL exactly as the first time, and a bad query never from the cache', async () => {
    const urls = ['/api/services?featured=true', '/api/config', '/', '/sitemap.xml'];
    const first = await Promise.all(urls.map((url) => get(url, { 'accept-encoding': 'gzip' })));
    const again = await Promise.all(urls.map((url) => get(url, { 'accept-encoding': 'gzip' })));
    for (const [index, answer] of again.entries()) {
      const { date: _date, ...headers } = answer.headers;
      const { date: _firstDate, ...firstHeaders } = first[index].headers;
      expect(headers, urls[index]).toEqual(firstHeaders);
      expect(answer.rawPayload.equals(first[index].rawPayload), urls[index]).toBe(true);
    }
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await get('/api/services?featured=maybe')).statusCode).toBe(400);
  });

  it('serves the four approved testimonials', async () => {
    const data = (await get('/api/testimonials?featured=true')).json().data;
    expect(data).toHaveLength(4);
    expect(data[0]).toMatchObject({ rating: 5, project: 'Marble Rocks Tourism Portal' });
  });

  it('answers repeat reads with ETag and 304, and shows a change once the cache is dropped', async () => {
    const first = await get('/api/projects?featured=true&limit=6');
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const etag = first.headers.etag as string;
    expect((await get('/api/projects?featured=true&limit=6', { 'if-none-match': etag })).statusCode).toBe(304);

    await createProject(ctx.app.db, { ...defaultProjects[0], title: 'Brand New Project' }, new Date(ctx.clock.now + 60_000));
    ctx.app.publicCache.clear();
    const fresh = await get('/api/projects?featured=true&limit=6');
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json().data[0].title).toBe('Brand New Project');
  });
});

describe('site files and status routes', () => {
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

  it('answers the offline check, health and maintenance', async () => {
    expect((await get('/api/client')).statusCode).toBe(200);
    expect((await get('/api/maintenance')).json()).toEqual({ success: true, maintenance: false });
    const health = (await get('/api/health')).json();
    expect(health).toMatchObject({ success: true, database: 'ok', mail: { mode: 'smtp' } });
  });

  it('serves robots.txt and a sitemap, and a JSON 404 for unknown API paths', async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/services</loc>');
    expect(sitemap).not.toContain('/admin');
    const missing = await get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });
});

describe('cached answers with CORS on', () => {
  it('vary by Origin and by Accept-Encoding, also when answered from the cache', async () => {
    const withCors = await startTestApp({ corsOrigins: ['https://partner.example'] });
    try {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await withCors.app.inject({ url: '/api/projects', headers: { origin: 'https://partner.example', 'accept-encoding': 'br' } });
        expect(answer.headers['access-control-allow-origin']).toBe('https://partner.example');
        expect(String(answer.headers.vary).split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'Origin']);
      }
    } finally {
      await withCors.close();
    }
  });
});
