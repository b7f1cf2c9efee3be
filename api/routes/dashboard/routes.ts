import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatsAnswer } from '../../../shared/api/dashboard.ts';
import { readStats } from './dashboard.ts';

/** Staff only: the dashboard's seven totals. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/dashboard/stats', { schema: { response: { 200: StatsAnswer } } }, async () => {
    const stats = await readStats(app.readDb);
    return { success: true as const, stats, data: stats };
  });
};

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default dashboardRoutes;
