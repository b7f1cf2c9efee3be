import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, ListOf, Ok, One, SerialIdParams } from '../../../shared/api/common.ts';
import { OpenRightsRequest, RIGHTS_MESSAGES, RightsRequest, WithdrawMine, YourDataQuery } from '../../../shared/api/data-rights.ts';
import { PersonExport } from '../../../shared/api/people.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { normalizeEmail } from '../../services/email.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { isVerified } from '../otp/otp.ts';
import { readBrowserId } from '../otp/verification-cookie.ts';
import { exportPerson } from '../people/export.ts';
import { requestRights, withdrawMine } from './data-rights.ts';
import { markRightsAnswered, openRightsRequests } from './queue.ts';

const answers = { 200: Ok, 400: Failure, 403: Failure, 429: Failure };

/**
 * The person's side of their data rights (DPDP Act s.11-13), for a browser that proved the address
 * with the e-mail code (the same check as the lead forms): see and download what is held, withdraw
 * consents, ask for a correction or erasure.
 */
const dataRightsRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  const requireProof = async (request: Parameters<typeof readBrowserId>[0], email: string) => {
    if (!(await isVerified(app.db, readBrowserId(request), normalizeEmail(email), app.now()))) throw new ApiError(403, RIGHTS_MESSAGES.notVerified);
  };

  app.get(
    '/api/your-data',
    { schema: { querystring: YourDataQuery, response: { 200: One(PersonExport), 400: Failure, 403: Failure, 429: Failure } }, config: { rateLimit: app.limits.lead } },
    async (request) => {
      await requireProof(request, request.query.email);
      return { success: true as const, data: await exportPerson(app.db, normalizeEmail(request.query.email), app.now()) };
    },
  );

  app.post(
    '/api/your-data/withdraw',
    { schema: { body: WithdrawMine, response: answers }, config: { rateLimit: app.limits.lead } },
    async (request) => {
      await requireProof(request, request.body.email);
      await withdrawMine(app.db, normalizeEmail(request.body.email), request.body.purpose, app.now());
      return { success: true as const, message: RIGHTS_MESSAGES.withdrawn };
    },
  );

  app.post(
    '/api/your-data/requests',
    { schema: { body: RightsRequest, response: answers }, config: { rateLimit: app.limits.lead } },
    async (request) => {
      await requireProof(request, request.body.email);
      const context = { settings: await readSiteSettings(app.db), publicUrl: opts.publicUrl, now: app.now(), cap: app.limits.rightsRequestsPerAddress };
      const result = await requestRights(app.db, { ...request.body, email: normalizeEmail(request.body.email) }, context);
      if (!result.ok) throw new ApiError(429, RIGHTS_MESSAGES.tooMany, { 'Retry-After': result.retryAfterSeconds });
      app.outbox.kick();
      return { success: true as const, message: RIGHTS_MESSAGES.requested };
    },
  );

  await app.register(app.staffRoutes(staffQueueRoutes));
};

/** Staff's side: the requests not yet answered, and marking one answered (issue 27 item 8). */
const staffQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/rights-requests', { schema: { response: { 200: ListOf(OpenRightsRequest) } } }, async () => ({
    success: true as const,
    data: await openRightsRequests(app.db),
  }));

  app.post('/api/admin/rights-requests/:id/answered', { schema: { params: SerialIdParams, response: { 200: Ok, 400: Failure, 404: Failure } } }, async (request) => {
    if (!(await markRightsAnswered(app.db, request.params.id, app.now(), { email: request.user.email }))) throw new ApiError(404, 'Request not found');
    return { success: true as const, message: 'Marked answered' };
  });
};

export default dataRightsRoutes;
