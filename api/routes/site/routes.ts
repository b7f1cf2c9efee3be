import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ApiError } from '../../../shared/api/errors.ts';
import { hasPartTooLong, PART_TOO_LONG } from '../../plugins/app/request-target.ts';
import { MAIL_LOGO_PATH } from '../../mail/layout.ts';
import { logoAsPng } from '../../media/brand.ts';
import { isSiteRoute, redirectForMissingQuery } from '../../../shared/site-routes.ts';
import { postPath } from '../../../shared/posts.ts';
import { decodedOrAsWritten } from '../../../shared/uri.ts';
import { slugAsStored } from '../../services/posts/slugs.ts';
import { findLivePost, listPublicPostSlugs, nextPublishTime } from '../posts/public-posts.ts';
import { findPublicProject, listPublicProjects } from '../projects/projects.ts';
import { lazyPrerenderer, readPageData } from './prerender.ts';
import { NOT_FOUND_PATH, hasRoutePattern, readsQuery } from './render-rules.ts';
import { buildRobotsTxt, buildSitemapXml } from './sitemap.ts';

export interface SiteOptions {
  webRoot: string;
  /** The SSR bundle (entry-server.js); defaults to `server` beside webRoot (dist/server). */
  serverRoot?: string;
  publicUrl: string;
}

const HTML = 'text/html; charset=utf-8';
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
/** A URL path no file can have: a NUL escape, an empty segment, a `.` or `..` segment, or a final slash (a folder's). */
const NEVER_A_FILE = /%00|\/\/|\/\.{1,2}(?:\/|$)|\/$/;
/** '/services/' and '/services//' are '/services'; the root stays '/'. */
const cleanPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/**
 * A path as the site writes its links: each segment escaped once, as encodeURIComponent does, and
 * a post's address as stored.
 */
const canonicalPath = (path: string): string => {
  const segments = path.split('/').map(decodedOrAsWritten);
  if (segments.length === 3 && segments[1] === 'insights') segments[2] = slugAsStored(segments[2]);
  return segments.map((segment) => encodeURIComponent(segment)).join('/');
};

/**
 * Serves the built site from the same origin: hashed assets cached for a year, public pages
 * prerendered with the current content (cached per path until the next admin write), the admin
 * app shell at /admin, and the Page Not Found page with status 404 for any other path.
 * Registered with fastify-plugin because the not-found handler must cover the whole app.
 */
export default fp(async function site(app: FastifyInstance, opts: SiteOptions) {
  // Browsers ask for /favicon.ico whatever the page's icon link says: the site's SVG logo,
  // without the database and without a 404 in every visitor's log.
  app.get('/favicon.ico', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').redirect('/logo.svg', 301));
  // Mails show the logo from here: many mail clients show no SVG. Drawn once per process.
  app.get(MAIL_LOGO_PATH, async (_request, reply) => reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(await logoAsPng()));
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(opts.publicUrl)));
  const sitemapSchema = { response: { 200: { type: 'string', contentMediaType: 'application/xml' } } };
  app.get('/sitemap.xml', { schema: sitemapSchema, config: { publicCache: true } }, async (request, reply) => {
    const now = app.now();
    return app.publicCache.reply(
      request,
      reply,
      'sitemap',
      async () => {
        const [projects, posts] = await Promise.all([listPublicProjects(app.db), listPublicPostSlugs(app.db, now)]);
        const projectPaths = projects.map((project) => `/projects/${encodeURIComponent(project._id)}`);
        return Buffer.from(buildSitemapXml(opts.publicUrl, [...projectPaths, ...posts.map((post) => postPath(post.slug))]));
      },
      // A scheduled post joins the sitemap at its time.
      { contentType: 'application/xml; charset=utf-8', expiresAt: () => nextPublishTime(app.db, now) },
    );
  });

  const indexFile = join(opts.webRoot, 'index.html');
  const hasWeb = existsSync(indexFile);
  const indexHtml = hasWeb ? readFileSync(indexFile) : undefined;
  if (hasWeb) {
    const assetsDir = join(opts.webRoot, 'assets') + sep;
    const coversDir = join(opts.webRoot, 'covers') + sep;
    // Its catch-all route hands every path that is not a file to the pages (the not-found handler
    // below), so it is a page route too. It would refuse a path no file has (a NUL, `//about`,
    // `/a/./b`, a folder such as `/assets/`) with a bare 403: such a path goes to the pages at
    // once, and gets its page (`/services/`) or Page Not Found.
    app.addHook('onRoute', (route) => {
      if (route.url !== '/*') return;
      route.config = { ...route.config, sitePage: true };
      route.preHandler = [...[route.preHandler ?? []].flat(), (request, reply, done) => (NEVER_A_FILE.test(request.url.split('?')[0]) ? reply.callNotFound() : done())];
    });
    await app.register(fastifyStatic, {
      root: opts.webRoot,
      index: false,
      preCompressed: true,
      // Dot folders are build output for the server (.vite/manifest.json lists every chunk), not pages.
      dotfiles: 'ignore',
      setHeaders: (reply, path) => {
        // Everything below assets/ (admin chunks in assets/admin too) has a content hash in its name.
        // The built-in covers (covers/) keep their names across builds but change only with a
        // release: a month, refreshed in the background after it.
        const immutable = path.startsWith(assetsDir);
        const cover = path.startsWith(coversDir);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : cover ? 'public, max-age=2592000, stale-while-revalidate=86400' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  } else {
    app.log.warn(`No built web app at ${opts.webRoot}: run "npm run build" to serve the site`);
  }
  const prerenderer = hasWeb ? lazyPrerenderer(opts.webRoot, opts.serverRoot ?? join(opts.webRoot, '..', 'server')) : undefined;
  if (hasWeb && !prerenderer) app.log.warn('No SSR bundle beside the web app: pages are served as the plain app shell');
  // Loaded right after the server listens rather than before: the start does not wait for it,
  // and the first visitor rarely does either. A bundle that fails to load fails the first page.
  if (prerenderer) app.addHook('onListen', async () => void prerenderer().catch(() => undefined));

  const renderLimit = app.createRateLimit(app.limits.render);

  /** 200 for the route table, existing projects and public posts, 404 for anything else. */
  const statusOf = async (path: string, now: number): Promise<number> => {
    if (isSiteRoute(path)) return 200;
    const postSlug = /^\/insights\/([^/]+)$/.exec(path)?.[1];
    if (postSlug !== undefined) return (await findLivePost(app.db, decodedOrAsWritten(postSlug), now)) ? 200 : 404;
    const projectId = /^\/projects\/([^/]+)$/.exec(path)?.[1];
    if (projectId === undefined) return 404;
    return (await findPublicProject(app.db, decodedOrAsWritten(projectId))) ? 200 : 404;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const queryAt = request.url.indexOf('?');
    const path = cleanPath(queryAt < 0 ? request.url : request.url.slice(0, queryAt));
    const query = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
    const away = redirectForMissingQuery(path, query);
    if (away) return reply.header('Cache-Control', 'no-cache').redirect(away, 302);
    if (isAdminPath(path) || !prerenderer) {
      // Staff screens are not prerendered (and never indexed); without the SSR bundle, the shell.
      // Every path below /admin is the dashboard (a tab, a person, or the Dashboard for an unknown
      // one): 200, so deep links, proxies and uptime checks see no error.
      if (isAdminPath(path)) reply.header('X-Robots-Tag', 'noindex, nofollow');
      return reply
        .code(isAdminPath(path) || isSiteRoute(path) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type(HTML)
        .send(indexHtml);
    }
    const now = app.now();
    // No page, post, project or filter holds a NUL (nor may it reach PostgreSQL): Page Not Found.
    const holdsNul = request.url.includes('%00');
    const status = holdsNul ? 404 : await statusOf(path, now);
    // One address per page: an escaped spelling of a post's or project's address (`/insights/%61pp`)
    // is sent to the address itself, rather than rendered and cached as a page of its own.
    const canonical = canonicalPath(path);
    if (status === 200 && canonical !== path) return reply.redirect(query ? `${canonical}?${query}` : canonical, 301);
    const render = async (pagePath: string, search = '') =>
      (await prerenderer()).page(search ? `${pagePath}?${search}` : pagePath, await readPageData(app.db, opts.publicUrl, pagePath, now, search));
    // Pages that show posts change when a scheduled one's time comes (the Insights pages, a
    // project's case studies): each cached page is good until then.
    const expiresAt = () => nextPublishTime(app.db, now);
    // Cached per content version (every admin write clears them): one answer per page of the
    // site, shared by the query-string variants of pages that ignore the query, and one 404
    // page for every path outside the route patterns, so junk URLs cost no render.
    if (status === 200 && !(query && readsQuery(path))) {
      return app.publicCache.reply(request, reply, `page:${path}`, () => render(path), { contentType: HTML, rememberUrl: !query, expiresAt });
    }
    if (status === 404 && (holdsNul || !hasRoutePattern(path))) {
      reply.code(404);
      return app.publicCache.reply(request, reply, 'page:404', () => render(NOT_FOUND_PATH), { contentType: HTML, rememberUrl: false, expiresAt });
    }
    // What is left is rendered each time (a visitor's e-mail in /verify-otp?email=, an unknown
    // project): limited per IP, so a flood cannot take the server's CPU from everyone else.
    const limit = await renderLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new ApiError(429, `Too many requests. Please try again in ${limit.ttlInSeconds} seconds.`, { 'Retry-After': limit.ttlInSeconds });
    }
    return reply.code(status).header('Cache-Control', 'no-cache').type(HTML).send(await render(path, query));
  };

  // The root is a directory to the static plugin; it gets the app explicitly. Pages opt in to
  // the public cache like the JSON routes (sendPage caches only known paths without a query).
  const pageRoute = { config: { publicCache: true, sitePage: true } };
  if (indexHtml) app.get('/', { ...pageRoute, schema: { response: { 200: { type: 'string', contentMediaType: HTML } } } }, sendPage);

  // Fastify hands a not-found handler's `config` on like a route's (lib/four-oh-four.js); its
  // types leave the option out.
  const setNotFoundHandler = app.setNotFoundHandler.bind(app) as unknown as (
    opts: typeof pageRoute,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => void;
  setNotFoundHandler(pageRoute, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || !indexHtml || !['GET', 'HEAD'].includes(request.method)) {
      if (path.startsWith('/api/') && hasPartTooLong(path)) throw new ApiError(400, PART_TOO_LONG);
      throw new ApiError(404, `Route ${request.method} ${path} not found`);
    }
    return sendPage(request, reply);
  });
});
