import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { One } from '../../../shared/api/common.ts';
import { PersonParams, PersonTimeline } from '../../../shared/api/people.ts';
import { normalizeEmail } from '../../services/email.ts';
import { personTimeline } from './timeline.ts';

/** Staff read one person's history by e-mail address (issue 18). */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/people/:email', { schema: { params: PersonParams, response: { 200: One(PersonTimeline) } } }, async (request) => ({
    success: true as const,
    data: await personTimeline(app.db, normalizeEmail(request.params.email)),
  }));
};

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default peopleRoutes;
