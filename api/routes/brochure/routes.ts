import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BROCHURE_FILE_NAME } from '../../../shared/constants.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { listPublicServices } from '../services/services.ts';

/** The brochure at the API path and at the static path the spec falls back to. */
const brochureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const path of ['/api/download/brochure', `/brochure/${BROCHURE_FILE_NAME}`]) {
    const schema = { response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: 'application/pdf' }) } };
    app.get(path, { schema, config: { publicCache: true } }, async (request, reply) => {
      return app.publicCache.reply(
        request,
        reply,
        'brochure',
        async () => {
          // pdfkit and its fonts load on the first download (and the answer is cached): about 30 MB
          // and a second of start-up that most runs of the server never need (issue 17).
          const { buildBrochure } = await import('./brochure.ts');
          const [services, settings] = await Promise.all([listPublicServices(app.db), readSiteSettings(app.db)]);
          return (await buildBrochure(services, settings, new Date(app.now()).getFullYear())).pdf;
        },
        { contentType: 'application/pdf', headers: { 'content-disposition': `attachment; filename="${BROCHURE_FILE_NAME}"` } },
      );
    });
  }
};

export default brochureRoutes;
