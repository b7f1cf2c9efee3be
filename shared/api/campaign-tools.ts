import { Type, type Static } from 'typebox';
import { CAMPAIGN_AUDIENCES } from '../constants.ts';
import { CampaignInput } from './admin.ts';

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
