import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSiteRoute } from '../../../shared/site-routes';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

export interface SiteOptions {
  webRoot: string;
  publicUrl: string;
}

/**
 * Serves the built SPA from the same origin: hashed assets cached for a year, index.html for
 * every route of the spec's table, and the same page with status 404 for any other path.
 * Registered with fastify-plugin because the not-found handler must cover the whole app.
 */
export default fp(async function site(app: FastifyInstance, opts: SiteOptions) {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(opts.publicUrl)));
  app.get('/sitemap.xml', async (request, reply) =>
    app.publicCache.reply(request, reply, 'sitemap', async () => Buffer.from(buildSitemapXml(opts.publicUrl)), 'application/xml; charset=utf-8'),
  );

  const indexFile = join(opts.webRoot, 'index.html');
  const hasWeb = existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webRoot,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.includes(`${join(opts.webRoot, 'assets')}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      },
    });
  } else {
    app.log.warn(`No built web app at ${opts.webRoot}: run "npm run build" to serve the site`);
  }

  const sendApp = (path: string, reply: FastifyReply) => {
    if (path === '/admin' || path.startsWith('/admin/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return reply
      .code(isSiteRoute(path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  // The root is a directory to the static plugin; it gets the app explicitly.
  if (indexHtml) app.get('/', async (_request, reply) => sendApp('/', reply));

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || !indexHtml || !['GET', 'HEAD'].includes(request.method)) {
      return reply.code(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
    }
    return sendApp(path, reply);
  });
});
