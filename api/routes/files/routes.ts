import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileRecord } from '../../../shared/api/files.ts';
import { Created, Failure, IdParams, Ok } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { pagedListRoute } from '../../services/list-routes.ts';
import { UPLOAD_DESCRIPTION } from '../../../shared/uploads.ts';
import { deleteFile, listFiles, storeUpload, uploadInUse } from './files.ts';
import { makeUploadPicture, removeUploadPicture } from './pictures.ts';
import uploadServingRoutes from './serve-routes.ts';
import variantServingRoutes from './variant-routes.ts';

const TOO_LARGE = `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

/**
 * The multipart parser rejects a broken body (no boundary, a part cut off) with a plain
 * Error, which would answer 500; that is the client's fault, so it becomes a 400. Errors
 * that carry a status, disk errors (they name a syscall) and programming errors (TypeError
 * and the like) pass through.
 */
function asMalformedUpload(error: unknown): never {
  if (error instanceof Error && error.constructor === Error && !('statusCode' in error) && !('syscall' in error)) {
    throw new ApiError(400, `The upload is not a valid multipart form: ${error.message}`);
  }
  throw error;
}

/** The Files tab: upload (one file per request, field name free), list, delete. */
const staffRoutes: FastifyPluginAsyncTypebox<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  // The plugin's default is 1 MiB; the spec's 10 MB is set explicitly (design §7).
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post(
    '/api/admin/files',
    { schema: { response: { 201: Created(FileRecord), 400: Failure, 413: Failure, 415: Failure } } },
    async (request, reply) => {
      const part = await request.file().catch(asMalformedUpload);
      if (!part) throw new ApiError(400, 'No file in the upload');
      // Written under a name of ours first; the client's filename never reaches the disk path.
      const tempPath = join(uploadsDir, `.incoming-${randomUUID()}`);
      try {
        await pipeline(part.file, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(tempPath, { force: true });
        asMalformedUpload(error);
      }
      if (part.file.truncated) {
        await rm(tempPath, { force: true });
        throw new ApiError(413, TOO_LARGE);
      }
      // Said as it is: an empty file has no content whose type could be judged.
      if (part.file.bytesRead === 0) {
        await rm(tempPath, { force: true });
        throw new ApiError(400, 'The file is empty');
      }
      const result = await storeUpload(app.db, {
        uploadsDir,
        tempPath,
        clientName: part.filename,
        size: part.file.bytesRead,
        now: app.now(),
        actor: { email: request.user.email },
      });
      if (!result.ok) {
        const seen = result.detected ? ` (its content is ${result.detected})` : '';
        throw new ApiError(415, `This file type is not allowed${seen}. Upload a ${UPLOAD_DESCRIPTION} file.`);
      }
      await makeUploadPicture(app.db, uploadsDir, result.file);
      return reply.code(201).send({ success: true, message: 'File uploaded successfully!', data: result.file });
    },
  );

  pagedListRoute(app, { path: '/api/admin/files', list: 'files', item: FileRecord, read: listFiles });

  app.delete('/api/admin/files/:id', { schema: { params: IdParams, response: { 200: Ok, 404: Failure, 409: Failure } } }, async (request) => {
    const inUse = await uploadInUse(app.db, request.params.id);
    if (inUse) throw new ApiError(409, inUse);
    await removeUploadPicture(app.db, uploadsDir, request.params.id);
    if (!(await deleteFile(app.db, uploadsDir, request.params.id, { actor: { email: request.user.email }, now: app.now() }))) {
      throw new ApiError(404, 'File not found');
    }
    return { success: true as const, message: 'File deleted successfully!' };
  });
};

/** Files live in DATA_DIR/uploads: staff manage them, anyone may fetch one by its stored name. */
const fileRoutes: FastifyPluginAsyncTypebox<{ dataDir: string }> = async (app, opts) => {
  const uploadsDir = join(opts.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  await app.register(uploadServingRoutes, { uploadsDir });
  await app.register(variantServingRoutes, { uploadsDir });
  await app.register(app.staffRoutes(staffRoutes), { uploadsDir });
};

export default fileRoutes;
