import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';

/** The stand-in SSR bundle counts its renders here (it runs in this process). */
const renders = () => ((globalThis as { renderedUrls?: string[] }).renderedUrls ??= []);

let ctx: TestContext;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'agency-render-'));
  const webRoot = join(root, 'web');
  mkdirSync(join(webRoot, '.vite'), { recursive: true });
  mkdirSync(join(root, 'server'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><head><!--app-head--><!--/app-head--></head><div id="root"><!--app-html--></div>');
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(root, 'server', 'entry-server.js'),
    'export async function render(url) { (globalThis.renderedUrls ??= []).push(url); return { html: `<p>${url}</p>`, head: "", pages: [] }; }',
  );
  ctx = await startTestApp({ webRoot, limits: { render: { max: 5, timeWindow: 60_000 } } });
});
afterAll(async () => ctx.close());
beforeEach(() => {
  ctx.app.publicCache.clear();
  renders().length = 0;
});

const get = (url: string, ip = '127.0.0.1') => ctx.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('rendering under a flood of URLs', () => {
  it('renders one Page Not Found per content version for every unknown path', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(`/no-such-page-${i}?x=${i}`)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(answers[0].body);
    }
    expect(renders()).toEqual(['/404']);
    ctx.app.publicCache.clear(); // what every admin write does
    expect((await get('/another-missing-page')).statusCode).toBe(404);
    expect(renders()).toEqual(['/404', '/404']);
  });

  it('answers query-string variants of a page that ignores its query from the cached copy', async () => {
    for (let i = 0; i < 30; i++) expect((await get(`/services?utm_source=${i}`)).statusCode).toBe(200);
    expect((await get('/services')).statusCode).toBe(200);
    expect(renders()).toEqual(['/services']);
  });

  it("sends escaped spellings of a post's or project's address to the address, rendering it once", async () => {
    const [post] = await ctx.app.db.selectFrom('posts').select('slug').where('status', '=', 'published').where('publish_at', '<=', ctx.clock.now).execute();
    const [project] = await ctx.app.db.selectFrom('projects').select('id').where('status', '=', 'active').execute();
    for (const path of [`/insights/${post.slug}`, `/projects/${project.id}`]) {
      const [, section, name] = path.split('/');
      const spellings = [...name.slice(0, 12)].map((_, at) => `/${section}/${name.slice(0, at)}%${name.charCodeAt(at).toString(16)}${name.slice(at + 1)}`);
      for (const spelling of spellings) {
        const answer = await get(`${spelling}?utm_source=mail`);
        expect([answer.statusCode, answer.headers.location], spelling).toEqual([301, `${path}?utm_source=mail`]);
      }
      expect((await get(path)).statusCode).toBe(200);
    }
    expect(renders()).toHaveLength(2);
  });

  it("sends a post's address typed with capitals to the address, as a link in a mail or a chat may write it", async () => {
    const [post] = await ctx.app.db.selectFrom('posts').select('slug').where('status', '=', 'published').where('publish_at', '<=', ctx.clock.now).execute();
    const capitalised = post.slug.replace(/(^|-)\p{Ll}/gu, (start) => start.toUpperCase());
    for (const spelling of [post.slug.toUpperCase(), capitalised]) {
      const answer = await get(`/insights/${spelling}?utm_source=whatsapp`);
      expect([answer.statusCode, answer.headers.location], spelling).toEqual([301, `/insights/${post.slug}?utm_source=whatsapp`]);
    }
    expect((await get(`/insights/${post.slug}-X`)).statusCode).toBe(404);
  });

  it('limits the renders it cannot share per IP, with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await get(`/verify-otp?email=v${i}%40example.com`, '198.51.100.7'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(answers[6].headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[6].json()).toMatchObject({ success: false });
    expect(renders()).toHaveLength(5);
    // Another visitor is not held back, and cached pages still answer the flooding IP.
    expect((await get('/verify-otp?email=me%40example.com', '198.51.100.8')).statusCode).toBe(200);
    expect((await get('/about', '198.51.100.7')).statusCode).toBe(200);
  });
});
