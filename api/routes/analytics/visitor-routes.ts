import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Failure } from '../../../shared/api/common.ts';
import { VisitorEvent } from '../../../shared/api/analytics.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { recordVisitorEvent } from './analytics.ts';

/**
 * Page views and web-vitals samples from the site (public, rate-limited). navigator.sendBeacon
 * with a string sends text/plain, so that is read as JSON too, within a small size limit.
 */
const visitorRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  const siteHost = new URL(opts.publicUrl).hostname;
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, 'Request body is not valid JSON'), undefined);
    }
  });

  app.post(
    '/api/visitors',
    {
      schema: { body: VisitorEvent, response: { 204: Type.Null(), 400: Failure, 429: Failure } },
      config: { rateLimit: app.limits.visitors },
      bodyLimit: 2048,
    },
    async (request, reply) => {
      await recordVisitorEvent(app.db, request.body, { siteHost, now: app.now() });
      return reply.code(204).send(null);
    },
  );
};

export default visitorRoutes;
