import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Two lanes of mail (design §11). Transactional mail (codes, lead notifications and
 * confirmations, replies, rights requests, newsletter confirmations and welcomes, staff test
 * mails) is claimed and sent apart from campaign mail, over SMTP connections of its own: a
 * campaign of any size and pace never queues ahead of a visitor's code, on any instance.
 */
export type Lane = 'transactional' | 'campaign';

export const LANES: readonly Lane[] = ['transactional', 'campaign'];

/**
 * SMTP connections per lane and instance. The campaign lane keeps the three a bare pool needs for
 * full speed (README, Campaign delivery); transactional mail is a few messages a minute, and two
 * connections let a code go out while a lead's two mails are on the wire.
 */
export const LANE_CONNECTIONS: Record<Lane, number> = { transactional: 2, campaign: 3 };

/** The rows of a lane; the transactional one is matched by a partial index (migration 018). */
export const laneRows: Record<Lane, (eb: ExpressionBuilder<Database, 'outbox'>) => Expression<SqlBool>> = {
  transactional: (eb) => eb('campaign_id', 'is', null),
  campaign: (eb) => eb('campaign_id', 'is not', null),
};
