import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ServicesQuery } from '../../../shared/api/services.ts';
import { listPublicServices } from './services.ts';

const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/services', { schema: { querystring: ServicesQuery } }, async (request, reply) => {
    const featured = request.query.featured === true;
    return app.publicCache.reply(request, reply, `services:${featured}`, async () => ({
      success: true,
      data: await listPublicServices(app.db, { featured }),
    }));
  });
};

export default serviceRoutes;
