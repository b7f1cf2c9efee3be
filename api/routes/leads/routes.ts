import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, Ok } from '../../../shared/api/common.ts';
import { Contact, ContactBody, LeadHeaders, Quote, QuoteBody } from '../../../shared/api/leads.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { runInBackground } from '../../plugins/app/background-jobs.ts';
import { pagedListRoute } from '../../services/list-routes.ts';
import { normalizeEmail } from '../../services/email.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { isVerified } from '../otp/otp.ts';
import { readBrowserId } from '../otp/verification-cookie.ts';
import { listContacts, listQuotes } from './lead-lists.ts';
import { submitContact, submitQuote } from './leads.ts';
import pipelineRoutes from './pipeline-routes.ts';
import { dropOldRetryKeys, LEAD_RETRY_KEY_TTL_MS } from './retry-keys.ts';

const answers = { 200: Ok, 400: Failure, 403: Failure, 429: Failure };
const NOT_VERIFIED = 'Please verify your email address before sending.';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Staff read contact messages and quote requests; view-only, as the spec says. */
const staffRoutes: FastifyPluginAsyncTypebox<LeadRouteOptions> = async (app, opts) => {
  pagedListRoute(app, { path: '/api/admin/contacts', list: 'contacts', item: Contact, read: listContacts });
  pagedListRoute(app, { path: '/api/admin/quotes', list: 'quotes', item: Quote, read: listQuotes });
  await app.register(pipelineRoutes, opts);
};

/** Quote requests and contact messages: accepted only from a browser that proved the address. */
export interface LeadRouteOptions {
  /** The site's address, for the links in mails to leads. */
  publicUrl: string;
}

const leadRoutes: FastifyPluginAsyncTypebox<LeadRouteOptions> = async (app, opts) => {
  await app.register(app.staffRoutes(staffRoutes), opts);
  const verifiedSender = async (request: Parameters<typeof readBrowserId>[0], email: string) =>
    isVerified(app.db, readBrowserId(request), normalizeEmail(email), app.now());
  const leadContext = async (headers: LeadHeaders) =>
    ({
      settings: await readSiteSettings(app.db),
      publicUrl: opts.publicUrl,
      now: app.now(),
      batcher: app.writeBatcher,
      retryKey: headers['idempotency-key'],
      perAddress: app.limits.leadsPerAddress,
    });
  runInBackground(app, { name: 'Lead retry key sweep', everyMs: SWEEP_EVERY_MS, run: () => dropOldRetryKeys(app.db, app.now() - LEAD_RETRY_KEY_TTL_MS) });

  app.post(
    '/api/quote',
    { schema: { body: QuoteBody, headers: LeadHeaders, response: answers }, config: { rateLimit: app.limits.lead } },
    async (request) => {
      if (!(await verifiedSender(request, request.body.email))) throw new ApiError(403, NOT_VERIFIED);
      await submitQuote(app.db, request.body, normalizeEmail(request.body.email), await leadContext(request.headers));
      app.outbox.kick();
      return { success: true as const, message: 'Quote request sent successfully!' };
    },
  );

  app.post(
    '/api/contact',
    { schema: { body: ContactBody, headers: LeadHeaders, response: answers }, config: { rateLimit: app.limits.lead } },
    async (request) => {
      if (!(await verifiedSender(request, request.body.email))) throw new ApiError(403, NOT_VERIFIED);
      await submitContact(app.db, request.body, normalizeEmail(request.body.email), await leadContext(request.headers));
      app.outbox.kick();
      return { success: true as const, message: 'Message sent successfully!' };
    },
  );
};

export default leadRoutes;
