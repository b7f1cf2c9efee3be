import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Created, One } from '../../../shared/api/common.ts';
import { ErasedCounts, PersonExport, PersonParams, PersonTimeline } from '../../../shared/api/people.ts';
import { normalizeEmail } from '../../services/email.ts';
import { erasePerson } from './erase.ts';
import { exportPerson } from './export.ts';
import { personTimeline } from './timeline.ts';

/** Staff read one person's history by e-mail address, export it for them, or erase them (issue 18). */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/people/:email', { schema: { params: PersonParams, response: { 200: One(PersonTimeline) } } }, async (request) => ({
    success: true as const,
    data: await personTimeline(app.db, normalizeEmail(request.params.email)),
  }));

  app.get('/api/admin/people/:email/export', { schema: { params: PersonParams, response: { 200: PersonExport } } }, async (request, reply) => {
    const email = normalizeEmail(request.params.email);
    const file = `personal-data-${email.replace(/[^\w.@-]/g, '_')}.json`;
    reply.header('Content-Disposition', `attachment; filename="${file}"`);
    return exportPerson(app.db, email, app.now());
  });

  app.delete('/api/admin/people/:email', { schema: { params: PersonParams, response: { 200: Created(ErasedCounts) } } }, async (request) => {
    const counts = await erasePerson(app.db, { email: normalizeEmail(request.params.email), actor: { email: request.user.email }, now: app.now() });
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { success: true as const, message: `Erased ${rows} record${rows === 1 ? '' : 's'} of this person`, data: counts };
  });
};

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default peopleRoutes;
