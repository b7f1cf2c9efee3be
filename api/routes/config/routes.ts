import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { One } from '../../../shared/api/common.ts';
import { ClientConfig } from '../../../shared/api/config.ts';
import { readClientConfig } from '../../services/site-config.ts';

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { response: { 200: One(ClientConfig) } };
  app.get('/api/config', { schema, config: { publicCache: true } }, async (request, reply) =>
    app.publicCache.reply(request, reply, 'config', async () => ({ success: true, data: await readClientConfig(app.db) })),
  );
};

export default configRoutes;
