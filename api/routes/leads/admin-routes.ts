import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Email, Failure, Ok } from '../../../shared/api/common.ts';
import { unsubscribeEmail } from '../newsletter/newsletter.ts';
import { normalizeEmail } from '../otp/otp.ts';
import { listContacts, listQuotes, listSubscribers } from './lead-lists.ts';

/** The view-only lead lists and the newsletter list with its unsubscribe action. */
const adminLeadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lists = { '/api/admin/contacts': listContacts, '/api/admin/quotes': listQuotes, '/api/admin/newsletter': listSubscribers };
  for (const [path, list] of Object.entries(lists)) {
    app.get(path, async () => ({ success: true as const, data: await list(app.db) }));
  }

  app.delete(
    '/api/admin/newsletter/:email',
    { schema: { params: Type.Object({ email: Email }), response: { 200: Ok, 400: Failure, 404: Failure } } },
    async (request, reply) => {
      const done = await unsubscribeEmail(app.db, normalizeEmail(request.params.email), app.now());
      if (!done) return reply.code(404).send({ success: false, message: 'No active subscriber with this e-mail address' });
      return { success: true as const, message: 'Subscriber unsubscribed' };
    },
  );
};

export default adminLeadRoutes;
