import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ListOf } from '../../../shared/api/common.ts';
import { Service, ServiceInput, ServicesQuery } from '../../../shared/api/services.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { serviceTable } from '../../services/content/service-table.ts';
import { listAllServices, listPublicServices } from './services.ts';

/** Staff list every service, active or not, in display order. */
const staffRoutes = crudRoutes({ path: '/api/admin/services', label: 'Service', input: ServiceInput, record: Service, list: listAllServices, ...serviceTable });

const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));

  const listSchema = { querystring: ServicesQuery, response: { 200: ListOf(Service) } };
  app.get('/api/services', { schema: listSchema, config: { publicCache: true } }, async (request, reply) => {
    const featured = request.query.featured === true;
    return app.publicCache.reply(request, reply, `services:${featured}`, async () => ({
      success: true,
      data: await listPublicServices(app.db, { featured }),
    }));
  });
};

export default serviceRoutes;
