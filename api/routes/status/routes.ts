import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { countOutbox } from '../../mail/outbox.ts';
import { hasStaffSession } from '../../plugins/app/staff.ts';

/**
 * Reachability for the offline banner, health for monitoring, and the maintenance flag.
 * Registered with staff tokens in scope (app.staffTokens): health details are for staff.
 */
const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The spec's client pings this cross-origin without credentials, so any origin may read it.
  app.get('/api/client', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    return { success: true, message: 'API is reachable' };
  });

  app.get('/api/maintenance', async () => ({ success: true, maintenance: false }));

  // Liveness for anyone; the database and mail queue figures only for a signed-in staff member.
  app.get('/api/health', async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      reply.header('Cache-Control', 'no-store');
      if (!(await hasStaffSession(request))) return { success: true, status: 'ok' };
      const outbox = await countOutbox(app.db);
      return { success: true, status: 'ok', database: 'ok', mail: { mode: app.mailMode, ...outbox } };
    } catch (error) {
      app.log.error({ err: error }, 'Health check failed');
      return reply.code(503).send({ success: false, status: 'degraded' });
    }
  });
};

export default statusRoutes;
