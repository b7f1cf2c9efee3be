import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, Ok } from '../../../shared/api/common.ts';
import { BAD_WITHDRAW_LINK, CONSENT_WITHDRAWN, WithdrawBody } from '../../../shared/api/consents.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { withdrawLeadContact } from './consents.ts';

/**
 * A person withdraws consent as easily as they gave it (DPDP Act s.6(4)): the link in a mail about
 * their request opens a page whose one button posts here. Repeating it answers the same.
 */
const consentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/consents/withdraw',
    { schema: { body: WithdrawBody, response: { 200: Ok, 400: Failure, 429: Failure } }, config: { rateLimit: app.limits.newsletter } },
    async (request) => {
      const email = await withdrawLeadContact(app.db, request.body.token, app.now());
      if (!email) throw new ApiError(400, BAD_WITHDRAW_LINK);
      return { success: true as const, message: CONSENT_WITHDRAWN };
    },
  );
};

export default consentRoutes;
