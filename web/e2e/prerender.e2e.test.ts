import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type AdminClient } from '../../api/test/admin.ts';
import { startTestApp, type TestContext } from '../../api/test/app.ts';
import type { PrerenderedData } from '../../shared/api/prerender.ts';
import type { Project } from '../../shared/api/projects.ts';
import { defaultProjects } from '../../shared/content/projects.ts';
import type { Service } from '../../shared/api/services.ts';

/**
 * The served HTML as a crawler or a browser without script sees it: the built client and
 * prerendering bundles (global setup builds them) behind the real server.
 */
const PUBLIC_URL = 'https://www.narmada.example';

let ctx: TestContext;
let staff: AdminClient;
let bundleCopy: string;

beforeAll(async () => {
  // A private copy, as in the browser harness: another run may rebuild dist/ meanwhile.
  bundleCopy = mkdtempSync(join(tmpdir(), 'agency-prerender-'));
  cpSync(resolve(import.meta.dirname, '../../dist/web'), join(bundleCopy, 'web'), { recursive: true });
  cpSync(resolve(import.meta.dirname, '../../dist/server'), join(bundleCopy, 'server'), { recursive: true });
  ctx = await startTestApp({ webRoot: join(bundleCopy, 'web'), publicUrl: PUBLIC_URL });
  staff = await signIn(ctx);
});
afterAll(async () => {
  await ctx?.close();
  rmSync(bundleCopy, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
/** The part of the document inside <div id="root">, i.e. what React rendered. */
/** What React rendered into <div id="root">, without the markers it puts between text nodes. */
const appHtml = (html: string) => html.slice(html.indexOf('<div id="root">')).replaceAll('<!-- -->', '');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const pageData = (html: string): PrerenderedData =>
  JSON.parse(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(html)![1]) as PrerenderedData;

describe('prerendered pages', () => {
  it('serves the home page with the hero, the featured projects and its data, without running a script', async () => {
    const answer = await get('/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    const body = appHtml(answer.body);
    expect(body).toContain('Leading Digital Agency in Jabalpur, Madhya Pradesh');
    expect(body).toContain('Featured Projects');
    expect(body).toContain('Marble Rocks Tourism Portal');
    expect(body).not.toContain('loading-screen');
    // The data the browser hydrates with; '<' never appears raw inside the script.
    const data = pageData(answer.body);
    expect(data.publicUrl).toBe(PUBLIC_URL);
    expect(data.projects.length).toBeGreaterThan(0);
    expect(/<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(answer.body)![1]).not.toContain('<');
  });

  it('serves /services with every service name and price', async () => {
    const services = (await get('/api/services')).json().data as Service[];
    const answer = await get('/services');
    expect(answer.statusCode).toBe(200);
    for (const service of services) expect(answer.body).toContain(`<h3>${service.name.replace(/&/g, '&amp;')}</h3>`);
    expect(answer.body).toContain('₹10K+');
  });

  it('links the social profiles from Settings in the footer, and leaves out an empty one', async () => {
    const footer = (html: string) => appHtml(html).slice(appHtml(html).indexOf('<footer'));
    const before = footer((await get('/about')).body);
    expect(before).toContain('href="https://twitter.com/narmadadigital"');
    expect(before).toContain('href="https://www.linkedin.com/company/narmadadigital"');
    const settings = (await staff.get('/api/admin/settings')).json().data;
    const social = { twitter: '', facebook: 'https://facebook.com/narmada.studio', linkedin: settings.social.linkedin };
    expect((await staff.request('PUT', '/api/admin/settings', { ...settings, social })).statusCode).toBe(200);
    const after = footer((await get('/about')).body);
    expect(after).not.toContain('twitter.com');
    expect(after).toContain('href="https://facebook.com/narmada.studio"');
    expect((await staff.request('PUT', '/api/admin/settings', settings)).statusCode).toBe(200);
  });

  it('writes title, description, canonical, Open Graph, Twitter and JSON-LD tags into the head', async () => {
    const head = headOf((await get('/services')).body);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Services | Narmada Digital Studio</title>');
    expect(head).toMatch(/<meta name="description" content="Web development, mobile apps, UI\/UX design[^"]*"/);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/services">`);
    expect(head).toContain(`<meta property="og:url" content="${PUBLIC_URL}/services"`);
    expect(head).toContain('<meta property="og:title" content="Services | Narmada Digital Studio"');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
    // A share image of its own, made at build from the site name and the page title.
    expect(head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og/services.png"`);
    const image = await get('/og/services.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(head).toContain('<meta name="twitter:site" content="@narmadadigital"');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Organization', 'LocalBusiness'],
      name: 'Narmada Digital Studio',
      url: PUBLIC_URL,
      telephone: '+91 98260 12345',
      address: { addressLocality: 'Jabalpur', addressRegion: 'Madhya Pradesh' },
      foundingDate: '2021',
      sameAs: expect.arrayContaining(['https://twitter.com/narmadadigital']),
    });
    // The page's chunk is preloaded and every stylesheet inlined, so the first paint is styled
    // without waiting for another file.
    expect(head).toMatch(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/ServicesPage-[\w-]+\.js">/);
    expect(head).toMatch(/<style>/);
    expect(head).not.toMatch(/<link rel="stylesheet" href="[^"]+">/);
    // No inline script that would need 'unsafe-inline' (design §7): every <script> is data or external.
    const scripts = [...(await get('/')).body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.every((attributes) => /type="application\/(ld\+)?json"|src="\/assets\//.test(attributes))).toBe(true);
  });

  it('gives /portfolio the heading a crawler reads as one phrase: the shown word only', async () => {
    const headings = appHtml((await get('/portfolio')).body).match(/<h1[^>]*>.*?<\/h1>/g) ?? [];
    expect(headings.map((heading) => heading.replace(/<[^>]+>/g, ''))).toEqual(['We craft Websites and more']);
  });

  it('shows an admin edit of a service name in the served HTML of /services at once', async () => {
    const services = (await staff.get('/api/admin/services')).json().data as Service[];
    const target = services.find((service) => service.isActive)!;
    // Warm the cache, then edit.
    expect((await get('/services')).body).toContain(target.name.replace(/&/g, '&amp;'));
    const { _id, createdAt: _created, updatedAt: _updated, ...input } = target;
    const renamed = `Renamed ${Date.now()}`;
    const update = await staff.request('PUT', `/api/admin/services/${_id}`, { ...input, name: renamed });
    expect(update.statusCode).toBe(200);
    const after = await get('/services');
    expect(after.body).toContain(`<h3>${renamed}</h3>`);
    expect(after.body).not.toContain(`<h3>${target.name.replace(/&/g, '&amp;')}</h3>`);
  });

  it('prerenders the empty state once no project is featured', async () => {
    const featured = ((await staff.get('/api/admin/projects')).json().data as Project[]).filter((project) => project.featured);
    const setFeatured = async (value: boolean) => {
      for (const { _id, createdAt: _created, updatedAt: _updated, ...input } of featured) {
        expect((await staff.request('PUT', `/api/admin/projects/${_id}`, { ...input, featured: value })).statusCode).toBe(200);
      }
    };
    await setFeatured(false);
    try {
      const body = appHtml((await get('/')).body);
      expect(body).toContain('No Projects Available');
      expect(body).toContain('Check back soon for our latest work');
    } finally {
      await setFeatured(true);
    }
    expect(appHtml((await get('/')).body)).not.toContain('No Projects Available');
  });

  it('answers 404 with the Page Not Found page for unknown paths and unknown projects, 200 for a real project', async () => {
    for (const url of ['/no-such-page', '/projects/no-such-project', '/services/web/extra']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(appHtml(answer.body), url).toContain('<h1>Page Not Found</h1>');
      expect(headOf(answer.body), url).toContain('<meta name="robots" content="noindex"');
    }
    // A shared link cut off in the middle of a letter, or with a stray %: the page, not an API error.
    const cutOff = `/insights/${encodeURIComponent('वेबसाइट-कितनी-तेज़-हो').slice(0, 40)}`;
    // A NUL escape, which no page, post or tag holds, in the path or the query.
    const nul = ['/about%00', '/insights/%00', '/insights/app-%00', '/insights?tag=%00', '/portfolio?project=%00x'];
    // A doubled slash or a dot segment, as a link pasted together writes it.
    const nonCanonical = ['//about', '/services//web', '/insights/./x'];
    // A folder of the build, which holds files but is none.
    const folders = ['/assets/', '/assets/admin/', '/covers/'];
    for (const url of [cutOff, `${cutOff}?utm_source=whatsapp`, '/services/100%', 'http://x/portfolio/%zz', ...nul, ...nonCanonical, ...folders]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toContain('text/html');
      expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(appHtml(answer.body), url).toContain('<h1>Page Not Found</h1>');
    }
    // A page with a final slash is still the page.
    const services = await get('/services/');
    expect(services.statusCode).toBe(200);
    expect(appHtml(services.body)).toContain('Our Services');
    const project = (await get('/api/projects')).json().data[0] as { _id: string; title: string; technologies: string[] };
    const answer = await get(`/projects/${project._id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`<h1>${project.title}</h1>`);
    expect(answer.body).toContain(project.technologies[0]);
    expect(answer.body).toContain('Back to the portfolio');
    expect(headOf(answer.body)).toContain(`<link rel="canonical" href="${PUBLIC_URL}/projects/${project._id}">`);
  });

  it('cuts a long project description for the meta description between whole letters', async () => {
    // An emoji across the 160th unit, and a Hindi letter with its vowel sign there.
    const ends = { emoji: `${'a'.repeat(159)}😀 and more`, hindi: `${'a'.repeat(159)}कि और` };
    for (const [name, description] of Object.entries(ends)) {
      const created = await staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], liveUrl: '', title: name, description });
      expect(created.statusCode, created.body).toBe(201);
      const head = headOf((await get(`/projects/${created.json().data._id}`)).body);
      const shown = /<meta name="description" content="([^"]*)"/.exec(head)![1];
      expect(shown, name).toBe('a'.repeat(159));
      expect(head, name).not.toContain('\uFFFD');
    }
  });

  it('answers an API address with a part longer than a parameter may be with 400 naming that, as without the site', async () => {
    const long = `${'ananya.rajeshwari.chaturvedi.'.repeat(11)}@example.com`;
    for (const url of [`/api/admin/people/${encodeURIComponent(long)}`, `/api/admin/people/${encodeURIComponent(long)}/export`]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message, url).toBe('The URL is not valid: a part of its path is longer than 300 characters');
    }
  });

  it('caches a page with an ETag (304 on a match) and renders query strings without caching', async () => {
    const first = await get('/about');
    expect(first.headers.etag).toBeTruthy();
    expect((await get('/about', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const verify = await get('/verify-otp?email=visitor%40example.com&type=contact');
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('visitor@example.com');
    expect(verify.headers['cache-control']).toBe('no-cache');
  });

  it('compresses pages for clients that accept it', async () => {
    const brotli = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('Featured Projects');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Featured Projects');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
  });

  it('serves hashed assets precompressed and immutable, admin chunks included', async () => {
    const assets = Object.values(
      JSON.parse(readFileSync(join(bundleCopy, 'web/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>,
    ).map((chunk) => chunk.file);
    const entry = assets.find((file) => /^assets\/index-/.test(file))!;
    // The staff app's own chunk: small ones (under 1 KB) get no compressed copy (web/precompress.ts).
    const adminChunk = assets.find((file) => file.startsWith('assets/admin/AdminApp-'))!;
    for (const file of [entry, adminChunk]) {
      const answer = await get(`/${file}`, { 'accept-encoding': 'br' });
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers['content-encoding'], file).toBe('br');
      expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps /admin an unrendered, unindexed app shell', async () => {
    const answer = await get('/admin');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-robots-tag']).toContain('noindex');
    expect(answer.body).not.toContain('id="site-data"');
  });
});

describe('sitemap.xml', () => {
  it('is valid XML listing every public page and every active project, a new one at once', async () => {
    const created = await staff.request('POST', '/api/admin/projects', {
      title: 'Sitemap Test Project',
      description: 'A project that must appear in the sitemap',
      liveUrl: '',
      github: '',
      image: '',
      category: 'web',
      technologies: ['Astro'],
      featured: false,
      status: 'active',
    });
    expect(created.statusCode).toBe(201);
    const projectId = created.json().data._id as string;

    const answer = await get('/sitemap.xml');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(answer.body)).toBe(true);
    const parsed = new XMLParser().parse(answer.body) as { urlset: { url: { loc: string }[] } };
    const locations = parsed.urlset.url.map((url) => url.loc);
    for (const path of ['/', '/services', '/portfolio', '/contact', '/sitemap', '/privacy-policy']) {
      expect(locations).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(locations).toContain(`${PUBLIC_URL}/projects/${projectId}`);
    const projects = (await get('/api/projects')).json().data as { _id: string }[];
    for (const project of projects) expect(locations).toContain(`${PUBLIC_URL}/projects/${project._id}`);
    expect(locations.some((location) => location.includes('/admin'))).toBe(false);
    // Every listed page answers 200.
    for (const location of locations) expect((await get(location.slice(PUBLIC_URL.length))).statusCode, location).toBe(200);
  });
});
