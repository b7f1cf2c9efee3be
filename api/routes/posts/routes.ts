import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Failure, One } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { PageOf } from '../../../shared/api/lists.ts';
import { PostsQuery, PostSummary, PublicPost, SlugParams } from '../../../shared/api/posts.ts';
import { tagAsStored } from '../../../shared/post-filter.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { renderOgImage } from '../../media/og-image.ts';
import { buildAtomFeed } from './feed.ts';
import { findLivePost, findPublicPost, listFeedPosts, listPublicPosts, nextPublishTime } from './public-posts.ts';
import staffPostRoutes, { type PostRouteOptions } from './staff-routes.ts';

const ATOM = 'application/atom+xml; charset=utf-8';

/**
 * Insights (design §13): public posts, their Atom feed, and the staff's writing and sending.
 * Answers showing posts are cached until the next scheduled post's time (nextPublishTime), read
 * with the same clock reading as the answer, so a scheduled post shows up at its time.
 */
const postRoutes: FastifyPluginAsyncTypebox<PostRouteOptions> = async (app, opts) => {
  await app.register(app.staffRoutes(staffPostRoutes), opts);

  const untilNextPost = (now: number) => ({ expiresAt: () => nextPublishTime(app.db, now) });

  app.get(
    '/api/posts',
    { schema: { querystring: PostsQuery, response: { 200: PageOf(PostSummary), 400: Failure } }, config: { publicCache: true } },
    async (request, reply) => {
      const { limit, cursor, tag, kind, project } = request.query;
      const now = app.now();
      const key = `posts:${limit ?? ''}:${cursor ?? ''}:${tag === undefined ? '' : tagAsStored(tag)}:${kind ?? ''}:${project ?? ''}`;
      return app.publicCache.reply(request, reply, key, async () => ({ success: true, ...(await listPublicPosts(app.db, request.query, now)) }), untilNextPost(now));
    },
  );

  app.get(
    '/api/posts/:slug',
    { schema: { params: SlugParams, response: { 200: One(PublicPost), 404: Failure } }, config: { publicCache: true } },
    async (request, reply) => {
      const now = app.now();
      const post = await findPublicPost(app.db, request.params.slug, now);
      // Drafts and scheduled posts are not found, whoever asks.
      if (!post) throw new ApiError(404, 'Post not found');
      return app.publicCache.reply(request, reply, `post:${post.slug}`, async () => ({ success: true, data: post }), untilNextPost(now));
    },
  );

  // The share image of a post (og:image of its page), drawn when first asked and kept like any
  // public answer; an unknown or unpublished post has none.
  const pngSchema = { params: Type.Object({ file: Type.String({ maxLength: 320, pattern: '\\.png$' }) }), response: { 200: Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'image/png' }), 404: Failure } };
  app.get('/og/insights/:file', { schema: pngSchema, config: { publicCache: true } }, async (request, reply) => {
    const post = await findLivePost(app.db, request.params.file.slice(0, -'.png'.length), app.now());
    if (!post) throw new ApiError(404, 'Post not found');
    return app.publicCache.reply(
      request,
      reply,
      `og:${post.slug}`,
      async () => renderOgImage((await readSiteSettings(app.db)).siteInfo.name, post.title),
      { contentType: 'image/png' },
    );
  });

  const feedSchema = { response: { 200: Type.Unsafe<Buffer>({ type: 'string', contentMediaType: 'application/atom+xml' }) } };
  app.get('/insights/feed.xml', { schema: feedSchema, config: { publicCache: true } }, async (request, reply) => {
    const now = app.now();
    return app.publicCache.reply(
      request,
      reply,
      'insights-feed',
      async () => {
        const [posts, settings] = await Promise.all([listFeedPosts(app.db, now), readSiteSettings(app.db)]);
        return Buffer.from(buildAtomFeed(posts, { publicUrl: opts.publicUrl, siteName: settings.siteInfo.name, now }));
      },
      { contentType: ATOM, ...untilNextPost(now) },
    );
  });
};

export default postRoutes;
