import { sql } from 'kysely';
import type { DeliveryRules } from '../../mail/outbox-worker.ts';

/**
 * The campaign rules of design §6 that act on delivery: mails of a paused campaign (or of one
 * still being queued) stay queued but are not sent, and a campaign pauses itself after `pauseAfterErrors` send errors in a row
 * (a delivered mail starts the count over) until an admin resumes it.
 */
export function campaignDeliveryRules(pauseAfterErrors: number): DeliveryRules {
  return {
    sendable: (eb) =>
      eb.or([
        eb('campaign_id', 'is', null),
        eb('campaign_id', 'not in', eb.selectFrom('campaigns').select('campaigns.id').where('campaigns.status', 'in', ['paused', 'preparing'])),
      ]),
    async recordOutcomes(trx, outcomes) {
      for (const { row, delivered } of outcomes) {
        if (!row.campaign_id) continue;
        const errors = delivered ? sql<number>`0` : sql<number>`error_count + 1`;
        const status = delivered
          ? sql<'sending'>`status`
          : sql<'sending' | 'paused'>`CASE WHEN error_count + 1 >= ${pauseAfterErrors} THEN 'paused' ELSE status END`;
        await trx
          .updateTable('campaigns')
          .set({ error_count: errors, status })
          .where('id', '=', row.campaign_id)
          .where('status', '=', 'sending')
          .execute();
      }
    },
  };
}
