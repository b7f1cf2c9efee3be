import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditEntry, AuditQuery, AUDIT_ENTITIES } from '../../../shared/api/audit.ts';
import { Created, Failure, SerialIdParams } from '../../../shared/api/common.ts';
import { PageOf, type ListParams } from '../../../shared/api/lists.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { listAudit, restoreFromAudit } from './audit.ts';

const Restored = Created(Type.Object({ entity: Type.Enum(AUDIT_ENTITIES), entityId: Type.Union([Type.String(), Type.Null()]), restored: Type.Unknown() }));

/** The Activity tab (issue 18): who changed what and when, and content put back from it. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/audit', { schema: { querystring: AuditQuery, response: { 200: PageOf(AuditEntry), 400: Failure } } }, async (request) => {
    const { staff, entity, from, to, ...page } = request.query;
    if (from !== undefined && to !== undefined && from >= to) throw new ApiError(400, 'from must be before to');
    return { success: true as const, ...(await listAudit(app.readDb, page as ListParams<'date'>, { staff, entity, from, to })) };
  });

  // A POST of the staff scope: like every content write, it drops the public cache of every instance.
  app.post(
    '/api/admin/audit/:id/restore',
    { schema: { params: SerialIdParams, response: { 200: Restored, 404: Failure, 409: Failure } } },
    async (request) => {
      const result = await restoreFromAudit(app.db, Number(request.params.id), { email: request.user.email }, app.now());
      if (!result.ok) throw new ApiError(result.status, result.message);
      const { entity, entityId, restored } = result;
      if (entity === 'project') await app.checkLiveUrl((restored as { liveUrl: string }).liveUrl);
      return { success: true as const, message: 'Earlier version restored', data: { entity, entityId, restored } };
    },
  );
};

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default auditRoutes;
