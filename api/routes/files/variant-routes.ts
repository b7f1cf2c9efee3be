import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from 'typebox';
import { ApiError } from '../../../shared/api/errors.ts';
import { VARIANT_NAME_PATTERN, variantsDir } from './pictures.ts';

/** Responsive variants of uploaded images, public under /uploads/variants/{uuid}-{width}.{avif|webp}. */
const variantServingRoutes: FastifyPluginAsyncTypebox<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  app.get(
    '/uploads/variants/:name',
    { schema: { params: Type.Object({ name: Type.String({ pattern: VARIANT_NAME_PATTERN }) }) } },
    async (request, reply) => {
      const path = join(variantsDir(uploadsDir), request.params.name);
      const size = await stat(path).then((info) => info.size, () => undefined);
      if (size === undefined) throw new ApiError(404, 'File not found');
      reply
        .type(request.params.name.endsWith('.avif') ? 'image/avif' : 'image/webp')
        .header('Content-Length', size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.send(createReadStream(path));
    },
  );
};

export default variantServingRoutes;
