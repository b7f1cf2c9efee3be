import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readClientConfig } from '../../services/site-config.ts';

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/config', async (request, reply) =>
    app.publicCache.reply(request, reply, 'config', async () => ({ success: true, data: await readClientConfig(app.db) })),
  );
};

export default configRoutes;
