import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AudienceQuery, AudienceSize, Campaign, CampaignDraft, CampaignInput, CampaignPace, CampaignRecipient, RecipientQuery, RenderedCampaign } from '../../../shared/api/campaigns.ts';
import { PageOf } from '../../../shared/api/lists.ts';
import { Created, Failure, IdParams, MAIL_HTML_MAX_LENGTH, Ok, One } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { bodyLimitForText } from '../../body-limits.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { pagedListRoute } from '../../services/list-routes.ts';
import { listCampaignPage } from './campaign-list.ts';
import { createCampaign, resumeCampaign, sweepAbandonedCampaigns } from './campaigns.ts';
import { campaignDeliveryRules } from './delivery-rules.ts';
import { readCampaignPace, writeCampaignPace } from './pace.ts';
import { listCampaignRecipients } from './recipients.ts';
import campaignOptOutRoutes from './opt-out-routes.ts';
import { countAudience } from './audience.ts';
import { previewCampaign, sendTestCampaign } from './preview.ts';
import { personalMailContext } from './personal-mail.ts';
import { runInBackground } from '../../plugins/app/background-jobs.ts';

export interface CampaignRouteOptions {
  publicUrl: string;
  /** Campaign mails handed to SMTP per minute until staff set their own pace. */
  ratePerMinute: number;
  /** Consecutive send errors that pause a campaign until an admin resumes it. */
  pauseAfterErrors: number;
}

const CAMPAIGN_NOT_FOUND = 'Campaign not found';
/** Room for a campaign's HTML at its longest, in Hindi. */
const LONGEST_CAMPAIGN = bodyLimitForText(MAIL_HTML_MAX_LENGTH);

/** Staff create, list and resume campaigns (spec §7). */
const staffRoutes: FastifyPluginAsyncTypebox<CampaignRouteOptions> = async (app, opts) => {
  const { ratePerMinute } = opts;
  if (!(ratePerMinute > 0)) throw new Error(`campaigns.ratePerMinute must be above 0, got ${ratePerMinute}`);

  const mailContext = async () => personalMailContext(await readSiteSettings(app.db), opts.publicUrl);

  pagedListRoute(app, { path: '/api/admin/email-campaigns', list: 'campaigns', item: Campaign, read: listCampaignPage });

  app.post(
    '/api/admin/email-campaigns',
    { bodyLimit: LONGEST_CAMPAIGN, schema: { body: CampaignInput, response: { 201: Created(Campaign), 400: Failure } } },
    async (request, reply) => {
      const data = await createCampaign(app.db, request.body, {
        ...(await mailContext()),
        now: app.now(),
        ratePerMinute: (await readCampaignPace(app.db, ratePerMinute)).ratePerMinute,
        actor: { email: request.user.email },
      });
      app.outbox.kick('campaign');
      const total = data.recipients.total;
      return reply.code(201).send({
        success: true,
        message: `Email campaign queued for ${total} recipient${total === 1 ? '' : 's'}`,
        data,
      });
    },
  );

  // Before sending: the rendered mail, a test to the signed-in staff address, the audience size.

  app.post(
    '/api/admin/email-campaigns/preview',
    { bodyLimit: LONGEST_CAMPAIGN, schema: { body: CampaignDraft, response: { 200: One(RenderedCampaign), 400: Failure } } },
    async (request) => ({ success: true as const, data: previewCampaign(request.body, request.user.email, await mailContext()) }),
  );

  app.post(
    '/api/admin/email-campaigns/test',
    { bodyLimit: LONGEST_CAMPAIGN, schema: { body: CampaignDraft, response: { 200: Ok, 400: Failure } } },
    async (request) => {
      await sendTestCampaign(app.db, request.body, request.user.email, { ...(await mailContext()), now: app.now() });
      app.outbox.kick();
      return { success: true as const, message: `Test mail queued to ${request.user.email}` };
    },
  );

  app.get(
    '/api/admin/email-campaigns/audience',
    { schema: { querystring: AudienceQuery, response: { 200: One(AudienceSize), 400: Failure } } },
    async (request) => ({ success: true as const, data: { total: await countAudience(app.readDb, request.query.targetAudience) } }),
  );

  app.get('/api/admin/email-campaigns/pace', { schema: { response: { 200: One(CampaignPace) } } }, async () => ({
    success: true as const,
    data: await readCampaignPace(app.db, ratePerMinute),
  }));

  app.put(
    '/api/admin/email-campaigns/pace',
    { schema: { body: CampaignPace, response: { 200: Created(CampaignPace), 400: Failure } } },
    async (request) => {
      await writeCampaignPace(app.db, request.body, new Date(app.now()), { actor: { email: request.user.email }, fallback: ratePerMinute });
      return { success: true as const, message: `Campaigns will send ${request.body.ratePerMinute} mails a minute`, data: request.body };
    },
  );

  app.get(
    '/api/admin/email-campaigns/:id/recipients',
    { schema: { params: IdParams, querystring: RecipientQuery, response: { 200: PageOf(CampaignRecipient), 400: Failure, 404: Failure } } },
    async (request) => {
      const page = await listCampaignRecipients(app.readDb, request.params.id, request.query);
      if (!page) throw new ApiError(404, CAMPAIGN_NOT_FOUND);
      return { success: true as const, ...page };
    },
  );

  app.post(
    '/api/admin/email-campaigns/:id/resume',
    { schema: { params: IdParams, response: { 200: Created(Campaign), 404: Failure, 409: Failure } } },
    async (request) => {
      const pace = await readCampaignPace(app.db, ratePerMinute);
      const result = await resumeCampaign(app.db, request.params.id, { now: app.now(), ...pace, actor: { email: request.user.email } });
      if (!result.ok) {
        throw result.reason === 'not-found' ? new ApiError(404, CAMPAIGN_NOT_FOUND) : new ApiError(409, 'Only a paused campaign can be resumed');
      }
      app.outbox.kick('campaign');
      return { success: true as const, message: 'Campaign resumed', data: result.campaign };
    },
  );
};

/**
 * E-mail campaigns of spec §7 with the delivery rules of design §6; recipients opt out publicly.
 * Hourly, campaigns whose creation was cut short are swept.
 */
const campaignRoutes: FastifyPluginAsyncTypebox<CampaignRouteOptions> = async (app, opts) => {
  app.outbox.addRules(campaignDeliveryRules(opts.pauseAfterErrors));
  await app.register(campaignOptOutRoutes);
  await app.register(app.staffRoutes(staffRoutes), opts);

  runInBackground(app, { name: 'Abandoned campaign sweep', everyMs: SWEEP_EVERY_MS, run: () => sweepAbandonedCampaigns(app.db, app.now()) });
};

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export default campaignRoutes;
