import { sql } from 'kysely';
import type { DeliveryRules } from '../../mail/outbox-worker.ts';

/**
 * The campaign rules of design §6 that act on delivery: mails of a paused campaign (or of one
 * still being queued) stay queued but are not sent, and a campaign pauses itself after
 * `pauseAfterErrors` send errors in a row (a delivered mail starts the count over) until an admin
 * resumes it.
 */
export function campaignDeliveryRules(pauseAfterErrors: number): DeliveryRules {
  return {
    sendable: (eb) =>
      eb.or([
        eb('campaign_id', 'is', null),
        eb('campaign_id', 'not in', eb.selectFrom('campaigns').select('campaigns.id').where('campaigns.status', 'in', ['paused', 'preparing'])),
      ]),
    async recordOutcomes(trx, outcomes) {
      const byCampaign = new Map<string, boolean[]>();
      for (const { row, delivered } of outcomes) {
        if (row.campaign_id) byCampaign.set(row.campaign_id, [...(byCampaign.get(row.campaign_id) ?? []), delivered]);
      }
      for (const [id, results] of byCampaign) {
        const sending = trx.updateTable('campaigns').where('id', '=', id).where('status', '=', 'sending');
        // The usual group, all delivered: one statement, and no write at all unless errors were counted.
        if (results.every(Boolean)) {
          await sending.set({ error_count: 0 }).where('error_count', '!=', 0).execute();
          continue;
        }
        // With errors in it, in the order the server answered: the count and the pause as they fell.
        for (const delivered of results) {
          const errors = delivered ? sql<number>`0` : sql<number>`error_count + 1`;
          const status = delivered
            ? sql<'sending'>`status`
            : sql<'sending' | 'paused'>`CASE WHEN error_count + 1 >= ${pauseAfterErrors} THEN 'paused' ELSE status END`;
          await sending.set({ error_count: errors, status }).execute();
        }
      }
    },
  };
}
