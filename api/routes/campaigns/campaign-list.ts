import type { Campaign } from '../../../shared/api/campaigns.ts';
import type { ListParams, Page, SortOf } from '../../../shared/api/lists.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { pageRows, type ListSpec } from '../../services/paged-list.ts';
import { findCampaign } from './campaigns.ts';

const campaignList: ListSpec<SortOf<'campaigns'>> = {
  table: 'campaigns',
  sorts: { date: { column: 'created_at' }, name: { column: 'name', folded: true } },
  search: ['name', 'subject'],
  // A campaign still being queued is shown once it is complete (createCampaign).
  filter: (query) => query.where('status', '!=', 'preparing'),
  filtered: () => true,
};

/**
 * A page of campaigns, newest first by default, each with its delivery counts: counted per
 * campaign on the outbox's (campaign_id, status) index, so a page costs its rows, not every
 * campaign ever sent.
 */
export async function listCampaignPage(db: Db, params: ListParams<SortOf<'campaigns'>> = {}): Promise<Page<Campaign>> {
  const page = await pageRows<SortOf<'campaigns'>, Database['campaigns']>(db, campaignList, params, { sort: 'date', order: 'desc' });
  const data = await Promise.all(page.data.map(async (row) => (await findCampaign(db, row.id))!));
  return { ...page, data };
}
