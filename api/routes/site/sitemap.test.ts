import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../test/app.ts';

const t = sharedTestApp();
const { get } = t;

describe('robots.txt and sitemap.xml', () => {
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

  it('lists every active project page', async () => {
    const [project] = (await get('/api/projects')).json().data;
    expect((await get('/sitemap.xml')).body).toContain(`<loc>http://localhost:3000/projects/${project._id}</loc>`);
  });
});

describe('/favicon.ico', () => {
  it('sends browsers to the site logo instead of a not-found page', async () => {
    const icon = await get('/favicon.ico');
    expect([icon.statusCode, icon.headers.location]).toEqual([301, '/logo.svg']);
  });
});
