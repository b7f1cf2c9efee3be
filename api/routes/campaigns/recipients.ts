import type { CampaignRecipient, RecipientQuery } from '../../../shared/api/campaigns.ts';
import type { Page } from '../../../shared/api/lists.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { pageRows, prefixRange, type ListSpec } from '../../services/paged-list.ts';

/**
 * A campaign's mails by address, on the outbox's unique (campaign_id, to_address) index: a page is
 * one range of it, and `q` (an address prefix) narrows that range. Campaign addresses are stored in
 * lower case (the audience is resolved by lower-cased address), so the prefix is lower-cased too.
 */
const recipientList = (campaignId: string, q: string | undefined): ListSpec<'email'> => ({
  table: 'outbox',
  sorts: { email: { column: 'to_address' } },
  search: [],
  filter(query) {
    const narrowed = query.where('campaign_id', '=', campaignId);
    if (!q) return narrowed;
    const [from, to] = prefixRange(q.toLowerCase());
    return narrowed.where('to_address', '>=', from).where('to_address', '<', to);
  },
  filtered: () => true,
});

/** A page of the campaign's recipients, A to Z, or undefined when there is no such campaign. */
export async function listCampaignRecipients(db: Db, campaignId: string, query: RecipientQuery): Promise<Page<CampaignRecipient> | undefined> {
  const campaign = await db.selectFrom('campaigns').select('id').where('id', '=', campaignId).executeTakeFirst();
  if (!campaign) return undefined;
  const q = query.q?.trim() || undefined;
  // The prefix is applied by the list's filter (search: []), so pageRows never sees it as `q`.
  const page = await pageRows<'email', Database['outbox'] & { id: number }>(
    db,
    recipientList(campaignId, q),
    { limit: query.limit, cursor: query.cursor, sort: 'email', order: 'asc' },
    { sort: 'email', order: 'asc' },
  );
  return {
    ...page,
    data: page.data.map((row) => ({
      email: row.to_address,
      status: row.status,
      sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
      lastError: row.last_error,
    })),
  };
}
