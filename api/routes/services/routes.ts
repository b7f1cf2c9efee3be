import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Service, ServiceInput } from '../../../shared/api/services.ts';
import { crudRoutes } from '../../services/crud-routes.ts';
import { publicContentRoute } from '../../services/list-routes.ts';
import { serviceTable } from '../../services/content/service-table.ts';
import { listAllServices, listPublicServices } from './services.ts';

/** Staff list every service, active or not, in display order. */
const staffRoutes = crudRoutes({ path: '/api/admin/services', label: 'Service', input: ServiceInput, record: Service, list: listAllServices, ...serviceTable });

const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
  publicContentRoute(app, { path: '/api/services', item: Service, read: listPublicServices });
};

export default serviceRoutes;
