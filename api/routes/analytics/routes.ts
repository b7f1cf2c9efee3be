import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsQuery, AnalyticsSummary } from '../../../shared/api/analytics.ts';
import { runInBackground } from '../../plugins/app/background-jobs.ts';
import { Failure, One } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { analyticsRange, pruneVisitorEvents, summarize } from './analytics.ts';
import visitorRoutes from './visitor-routes.ts';

/** Staff read the visitor summary at /api/analytics (spec §7 client helper) and /api/admin/analytics. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const path of ['/api/analytics', '/api/admin/analytics']) {
    app.get(path, { schema: { querystring: AnalyticsQuery, response: { 200: One(AnalyticsSummary), 400: Failure } } }, async (request) => {
      const range = analyticsRange(request.query, app.now());
      if (!range.ok) throw new ApiError(400, range.message);
      return { success: true as const, data: await summarize(app.readDb, range.from, range.to) };
    });
  }
};

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Visitors send page views and web vitals; staff read the summary; old raw events are pruned hourly. */
const analyticsRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string; retentionDays: number }> = async (app, opts) => {
  await app.register(visitorRoutes, { publicUrl: opts.publicUrl });
  await app.register(app.staffRoutes(staffRoutes));

  runInBackground(app, { name: 'Visitor event pruning', everyMs: PRUNE_EVERY_MS, run: () => pruneVisitorEvents(app.db, opts.retentionDays, app.now()) });
};

export default analyticsRoutes;
