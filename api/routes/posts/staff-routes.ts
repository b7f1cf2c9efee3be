import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Campaign } from '../../../shared/api/campaigns.ts';
import { Created, Failure, IdParams, Ok, One } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import {
  Post,
  POST_BODY_MAX_LENGTH,
  PostInput,
  PostListItem,
  PostNewsletterDraft,
  PostNewsletterInput,
  PostNewsletterQuery,
  PostPreview,
  PostPreviewInput,
} from '../../../shared/api/posts.ts';
import { bodyLimitForText } from '../../body-limits.ts';
import { pagedListRoute } from '../../services/list-routes.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { readCampaignPace } from '../campaigns/pace.ts';
import { personalMailContext } from '../campaigns/personal-mail.ts';
import { newsletterDraft, sendPostNewsletter } from './newsletter.ts';
import { createPost, deletePost, renderPostBody, updatePost } from '../../services/posts/post-writes.ts';
import { findPost } from '../../services/posts/post-records.ts';
import { findPostRow, listPostPage } from './staff-posts.ts';

export interface PostRouteOptions {
  publicUrl: string;
  /** Campaign mails per minute until staff set their own pace (the campaigns' default). */
  ratePerMinute: number;
}

const notFound = () => new ApiError(404, 'Post not found');
/** Room for a post's body at its longest, in Hindi. */
const LONGEST_POST = bodyLimitForText(POST_BODY_MAX_LENGTH);

/** Staff write posts, preview their Markdown as the server renders it, and send them to subscribers. */
const staffPostRoutes: FastifyPluginAsyncTypebox<PostRouteOptions> = async (app, opts) => {
  const actor = (request: { user: { email: string } }) => ({ email: request.user.email });
  const refusals = { 400: Failure, 404: Failure, 409: Failure };

  pagedListRoute(app, { path: '/api/admin/posts', list: 'posts', item: PostListItem, read: (db, params) => listPostPage(db, params, app.now()) });

  app.get('/api/admin/posts/:id', { schema: { params: IdParams, response: { 200: One(Post), 404: Failure } } }, async (request) => {
    const post = await findPost(app.db, request.params.id, app.now());
    if (!post) throw notFound();
    return { success: true as const, data: post };
  });

  app.post('/api/admin/posts', { bodyLimit: LONGEST_POST, schema: { body: PostInput, response: { 201: Created(Post), ...refusals } } }, async (request, reply) => {
    const post = await createPost(app.db, request.body, app.now(), actor(request));
    return reply.code(201).send({ success: true, message: 'Post created', data: post });
  });

  app.put('/api/admin/posts/:id', { bodyLimit: LONGEST_POST, schema: { params: IdParams, body: PostInput, response: { 200: Created(Post), ...refusals } } }, async (request) => {
    const post = await updatePost(app.db, request.params.id, request.body, app.now(), actor(request));
    if (!post) throw notFound();
    return { success: true as const, message: 'Post saved', data: post };
  });

  app.delete('/api/admin/posts/:id', { schema: { params: IdParams, response: { 200: Ok, 404: Failure } } }, async (request) => {
    if (!(await deletePost(app.db, request.params.id, app.now(), actor(request)))) throw notFound();
    return { success: true as const, message: 'Post deleted' };
  });

  // The editor's preview: the very renderer the post is saved with, so staff see what visitors will.
  app.post('/api/admin/posts/preview', { bodyLimit: LONGEST_POST, schema: { body: PostPreviewInput, response: { 200: One(PostPreview), 400: Failure } } }, async (request) => {
    const { html, readingMinutes } = await renderPostBody(app.db, request.body.body);
    return { success: true as const, data: { html, readingMinutes } };
  });

  // The campaign a post would make, for the campaign tools: preview, test send, audience size.
  app.get(
    '/api/admin/posts/:id/newsletter',
    { schema: { params: IdParams, querystring: PostNewsletterQuery, response: { 200: One(PostNewsletterDraft), 404: Failure } } },
    async (request) => {
      const row = await findPostRow(app.db, request.params.id);
      if (!row) throw notFound();
      return { success: true as const, data: newsletterDraft(row, { publicUrl: opts.publicUrl, fullText: request.query.fullText ?? false }) };
    },
  );

  app.post(
    '/api/admin/posts/:id/newsletter',
    { schema: { params: IdParams, body: PostNewsletterInput, response: { 201: Created(Campaign), ...refusals } } },
    async (request, reply) => {
      const now = app.now();
      const [settings, pace] = await Promise.all([readSiteSettings(app.db), readCampaignPace(app.db, opts.ratePerMinute)]);
      const result = await sendPostNewsletter(app.db, request.params.id, {
        fullText: request.body.fullText ?? false,
        confirmResend: request.body.confirmResend,
        publicUrl: opts.publicUrl,
        campaign: { ...personalMailContext(settings, opts.publicUrl), now, ratePerMinute: pace.ratePerMinute, actor: actor(request) },
      });
      if (!result.ok) throw new ApiError(result.status, result.message);
      app.outbox.kick();
      const total = result.campaign.recipients.total;
      return reply.code(201).send({ success: true, message: `Newsletter queued for ${total} subscriber${total === 1 ? '' : 's'}`, data: result.campaign });
    },
  );
};

export default staffPostRoutes;
