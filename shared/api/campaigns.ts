import { Type, type Static } from 'typebox';
import { CAMPAIGN_AUDIENCES, LIST_PAGE_MAX } from '../constants.ts';
import { MAIL_HTML_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH, RequiredText, Text } from './common.ts';
import { SEARCH_MAX_LENGTH } from './lists.ts';

/** POST /api/admin/email-campaigns; `content` is HTML and may use {{email}}. */
export const CampaignInput = Type.Object({
  name: RequiredText(120),
  subject: RequiredText(MAIL_SUBJECT_MAX_LENGTH),
  content: RequiredText(MAIL_HTML_MAX_LENGTH),
  targetAudience: Type.Enum(CAMPAIGN_AUDIENCES),
});
export type CampaignInput = Static<typeof CampaignInput>;

const CAMPAIGN_STATUSES = ['sending', 'paused', 'sent'] as const;

export const Campaign = Type.Intersect([
  Type.Object({
    _id: Type.String(),
    /** sending: mails still queued; paused: stopped after send errors until resumed; sent: none left. */
    status: Type.Enum(CAMPAIGN_STATUSES),
    recipients: Type.Object({ total: Type.Integer(), sent: Type.Integer(), failed: Type.Integer() }),
    /** While sending: when its last queued mail is due at the pace it was queued with. */
    expectedFinishAt: Type.Optional(Type.String()),
    /** When the campaign was queued for sending. */
    sentAt: Type.String(),
    createdAt: Type.String(),
  }),
  CampaignInput,
]);
export type Campaign = Static<typeof Campaign>;

/** POST /api/admin/email-campaigns/preview and /test: the draft as the form holds it (no name needed yet). */
export const CampaignDraft = Type.Pick(CampaignInput, ['subject', 'content']);
export type CampaignDraft = Static<typeof CampaignDraft>;

/** The mail one recipient would get, with the personal unsubscribe footer. */
export const RenderedCampaign = Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() });
export type RenderedCampaign = Static<typeof RenderedCampaign>;

/** GET /api/admin/email-campaigns/audience?targetAudience=: how many would get it now. */
export const AudienceQuery = Type.Object({ targetAudience: Type.Enum(CAMPAIGN_AUDIENCES) });
export const AudienceSize = Type.Object({ total: Type.Integer() });
export type AudienceSize = Static<typeof AudienceSize>;

/**
 * GET/PUT /api/admin/email-campaigns/pace: campaign mails handed to the SMTP server per minute.
 * Providers limit senders (a small plan allows a few hundred to a few thousand an hour), so staff
 * set what theirs allows; CAMPAIGN_RATE_PER_MINUTE is the default until they do.
 */
export const PACE_LIMITS = { minimum: 1, maximum: 6000 } as const;
export const CampaignPace = Type.Object({ ratePerMinute: Type.Integer(PACE_LIMITS) });
export type CampaignPace = Static<typeof CampaignPace>;

/**
 * GET /api/admin/email-campaigns/:id/recipients (issue 18): who a campaign went to, by address,
 * each with its mail's outcome, so staff can open that person's timeline. `q` is an address prefix.
 */
export const RecipientQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_PAGE_MAX })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 600, pattern: '^[A-Za-z0-9_-]+$' })),
  q: Type.Optional(Text(SEARCH_MAX_LENGTH)),
});
export type RecipientQuery = Static<typeof RecipientQuery>;

export const CampaignRecipient = Type.Object({
  email: Type.String(),
  /** queued and sending: not delivered yet; failed: given up after its retries. */
  status: Type.Enum(['queued', 'sending', 'sent', 'failed'] as const),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
});
export type CampaignRecipient = Static<typeof CampaignRecipient>;
