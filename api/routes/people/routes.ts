import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Created, Failure, One } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { ErasedCounts, PersonExport, PersonParams, PersonTimeline } from '../../../shared/api/people.ts';
import { personExportFileName } from '../../../shared/download-names.ts';
import { normalizeEmail } from '../../services/email.ts';
import { erasePerson } from './erase.ts';
import { exportPerson } from './export.ts';
import { personTimeline } from './timeline.ts';

const ERASE_REFUSALS = {
  staff: 'email: this is the address of a staff account; remove the account under Staff instead',
  agency: "email: this is one of the agency's own addresses (Settings or MAIL_FROM), not a person's",
} as const;

/** Staff read one person's history by e-mail address, export it for them, or erase them (issue 18). */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/people/:email', { schema: { params: PersonParams, response: { 200: One(PersonTimeline) } } }, async (request) => ({
    success: true as const,
    data: await personTimeline(app.db, normalizeEmail(request.params.email)),
  }));

  app.get('/api/admin/people/:email/export', { schema: { params: PersonParams, response: { 200: PersonExport } } }, async (request, reply) => {
    const email = normalizeEmail(request.params.email);
    reply.header('Content-Disposition', `attachment; filename="${personExportFileName(email)}"`);
    return exportPerson(app.db, email, app.now());
  });

  app.delete(
    '/api/admin/people/:email',
    { schema: { params: PersonParams, response: { 200: Created(ErasedCounts), 409: Failure } } },
    async (request) => {
      const result = await erasePerson(app.db, {
        email: normalizeEmail(request.params.email),
        actor: { email: request.user.email },
        now: app.now(),
        mailFrom: app.mailFrom,
        outboxDir: app.outboxDir,
      });
      if (!result.ok) throw new ApiError(409, ERASE_REFUSALS[result.reason]);
      if (!result.logEmptied) app.log.warn('Erasure: readers kept the SQLite write-ahead log busy; it still holds the erased rows until it is next checkpointed');
      const rows = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
      return { success: true as const, message: `Erased ${rows} record${rows === 1 ? '' : 's'} of this person`, data: result.counts };
    },
  );
};

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default peopleRoutes;
