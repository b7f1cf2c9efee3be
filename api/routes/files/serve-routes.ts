import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Type } from 'typebox';
import { ApiError } from '../../../shared/api/errors.ts';
import { STORED_NAME_PATTERN, findStoredFile } from './files.ts';

/** RFC 6266 filename for the download, ASCII fallback plus the UTF-8 original. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Uploaded files, public under /uploads/{storedName} (design §7): only names the database knows,
 * with the type found at upload time, never sniffed, and documents downloaded rather than shown.
 */
const uploadServingRoutes: FastifyPluginAsyncTypebox<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  app.get(
    '/uploads/:storedName',
    { schema: { params: Type.Object({ storedName: Type.String({ pattern: STORED_NAME_PATTERN }) }) } },
    async (request, reply) => {
      const file = await findStoredFile(app.db, request.params.storedName);
      if (!file) throw new ApiError(404, 'File not found');
      reply
        .type(file.mime)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable');
      if (!file.mime.startsWith('image/')) reply.header('Content-Disposition', attachment(file.originalName));
      return reply.send(createReadStream(join(uploadsDir, file.storedName)));
    },
  );
};

export default uploadServingRoutes;
