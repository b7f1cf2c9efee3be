import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CsvFile } from '../../../shared/api/common.ts';
import { EXPORT_KINDS, leadsCsv } from './export.ts';

/** Settings > Export: contacts and quote requests as CSV downloads. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of EXPORT_KINDS) {
    app.get(`/api/admin/export/${kind}.csv`, { schema: { response: { 200: CsvFile } }, compress: false }, async (_request, reply) => {
      const day = new Date(app.now()).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${kind}-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(leadsCsv(app.db, kind));
    });
  }
};

const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default exportRoutes;
