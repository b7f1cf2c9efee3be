import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Ok } from '../../../shared/api/common.ts';
import { HealthAnswer, LiveAnswer, MaintenanceAnswer } from '../../../shared/api/status.ts';
import { countOutbox } from '../../mail/outbox.ts';
import { hasStaffSession } from '../../plugins/app/staff.ts';

/**
 * Reachability for the offline banner, health for monitoring, and the maintenance flag.
 * Registered with staff tokens in scope (app.staffTokens): health details are for staff.
 */
const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The spec's client pings this cross-origin without credentials, so any origin may read it.
  app.get('/api/client', { schema: { response: { 200: Ok } } }, async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    return { success: true as const, message: 'API is reachable' };
  });

  app.get('/api/maintenance', { schema: { response: { 200: MaintenanceAnswer } } }, async () => ({ success: true as const, maintenance: false }));

  const healthRoute = { config: { healthCheck: true } };
  const draining = { success: false, status: 'draining' } as const;

  // For Caddy's and Docker's checks: answers without the database (see LiveAnswer).
  app.get('/api/health/live', { ...healthRoute, schema: { response: { 200: LiveAnswer, 503: LiveAnswer } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (app.isDraining()) return reply.code(503).send(draining);
    return { success: true, status: 'ok' as const };
  });

  // For monitoring: the database too; its figures and the mail queue's only for a signed-in staff member.
  app.get('/api/health', { ...healthRoute, schema: { response: { 200: HealthAnswer, 503: HealthAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (app.isDraining()) return reply.code(503).send(draining);
    try {
      await sql`select 1`.execute(app.db);
      if (!(await hasStaffSession(request))) return { success: true, status: 'ok' as const };
      const outbox = await countOutbox(app.db);
      return { success: true, status: 'ok' as const, database: 'ok' as const, mail: { mode: app.mailMode, ...outbox } };
    } catch (error) {
      app.log.error({ err: error }, 'Health check failed');
      return reply.code(503).send({ success: false, status: 'degraded' as const });
    }
  });
};

export default statusRoutes;
