import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertsQuery, LeadAlerts } from '../../../shared/api/alerts.ts';
import { Failure, One } from '../../../shared/api/common.ts';
import { leadAlertsAfter } from './alerts.ts';

/** Staff learn of new quotes and contacts by asking now and then (docs/leads-and-data-rights.md). */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/alerts', { schema: { querystring: AlertsQuery, response: { 200: One(LeadAlerts), 400: Failure } } }, async (request) => ({
    success: true as const,
    data: await leadAlertsAfter(app.db, request.query.after),
  }));
};

const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default alertRoutes;
