import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { sharedTestApp, startTestApp } from '../../test/app.ts';
import clock from './clock.ts';
import publicCache from './public-cache.ts';

const t = sharedTestApp();
const { get } = t;

describe('public answer cache', () => {
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

describe('opting in', () => {
  const answer = (app: ReturnType<typeof Fastify>) => async (request: FastifyRequest, reply: FastifyReply) =>
    app.publicCache.reply(request, reply, 'entry', async () => ({ success: true }));
  const schema = { response: { 200: { type: 'object' } } };

  it('answers only for routes that opted in; any other route fails instead of being cached', async () => {
    const app = Fastify();
    await app.register(publicCache);
    app.get('/opted', { schema, config: { publicCache: true } }, answer(app));
    app.get('/not-opted', answer(app));
    expect((await app.inject('/opted')).json()).toEqual({ success: true });
    expect((await app.inject('/not-opted')).statusCode).toBe(500);
    await app.close();
  });

  it('refuses at start a cached route without a 200 response schema, or one that is not a GET', async () => {
    const app = Fastify();
    await app.register(publicCache);
    expect(() => app.get('/no-schema', { config: { publicCache: true } }, answer(app))).toThrow(/200 response schema/);
    expect(() => app.post('/write', { schema, config: { publicCache: true } }, answer(app))).toThrow(/must be a GET/);
    await app.close();
  });
});

describe('an answer that changes at a known time', () => {
  it('is answered from memory until then, and computed again from that moment on', async () => {
    let now = 1_000;
    let computed = 0;
    const app = Fastify();
    await app.register(clock, { now: () => now });
    await app.register(publicCache);
    const schema = { response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } } };
    app.get('/timed', { schema, config: { publicCache: true } }, async (request, reply) =>
      app.publicCache.reply(request, reply, 'timed', async () => ({ n: (computed += 1) }), { expiresAt: async () => 5_000 }),
    );
    const n = async () => (await app.inject('/timed')).json().n;
    expect([await n(), await n()]).toEqual([1, 1]);
    now = 4_999;
    expect(await n()).toBe(1);
    now = 5_000;
    // The next entry is good until the next time its source names (5,000 again: recomputed each time).
    expect([await n(), await n()]).toEqual([2, 3]);
    await app.close();
  });
});

describe('the size of the cache', () => {
  it('keeps the answers of made-up URLs to its size, the oldest going first', async () => {
    const app = Fastify();
    // Room for about five answers of 2 KB (random bytes: compression does not shrink them).
    await app.register(publicCache, { maxBytes: 5 * 3 * 2_100 });
    const computed: string[] = [];
    app.get('/api/posts', { schema: { response: { 200: { type: 'object' } } }, config: { publicCache: true } }, (request, reply) => {
      const project = (request.query as { project: string }).project;
      return app.publicCache.reply(request, reply, `posts:${project}`, async () => {
        computed.push(project);
        return { project, padding: randomBytes(1_500).toString('base64') };
      });
    });
    const ask = async (project: string) => expect((await app.inject(`/api/posts?project=${project}`)).json().project).toBe(project);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) await ask(`made-up-${n}`);
    computed.length = 0;
    for (const n of [10, 9, 8, 7, 1, 2]) await ask(`made-up-${n}`);
    // The newest answers came from memory; the oldest had gone and were computed again.
    expect(computed).toEqual(['made-up-1', 'made-up-2']);
    await app.close();
  });
});
