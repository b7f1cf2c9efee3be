import type { CampaignInput } from '../../../../shared/api/campaigns';

/** Who a campaign goes to, as staff choose it and read it on each campaign. */
export const AUDIENCE_NAMES: Record<CampaignInput['targetAudience'], string> = {
  newsletter_subscribers: 'Newsletter subscribers',
  all_users: 'All users (subscribers and leads)',
  contacts: 'Contacts and quote senders',
};
