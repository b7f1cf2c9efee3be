import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Staff calls carry the bearer token from POST /api/admin/login (spec §6). */
const staffOnly = (url: string) => url.startsWith('/api/admin') && url !== '/api/admin/login';

/**
 * OpenAPI 3 built from the routes' own TypeBox schemas (so it cannot drift from what the server
 * validates): the document at /api/openapi.json, a browsable copy at /api/docs. Only the API is
 * documented; pages, assets and uploads are the site's, not the API's.
 */
export default fp(async function openApi(app: FastifyInstance, opts: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Agency website API',
        version: '1.0.0',
        description: 'Public calls of the website and staff calls of the dashboard (bearer token from POST /api/admin/login).',
      },
      servers: [{ url: opts.publicUrl }],
      components: { securitySchemes: { staffToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url }) => {
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      return { schema: staffOnly(url) ? { ...schema, security: [{ staffToken: [] }] } : schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
