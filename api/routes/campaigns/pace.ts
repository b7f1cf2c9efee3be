import type { CampaignPace } from '../../../shared/api/campaign-tools.ts';
import type { Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';

// Its own settings row: the site settings are public (GET /api/config), the pace is staff's.
const PACE_KEY = 'campaign_pace';

/** The pace staff set in the dashboard, else `fallback` (CAMPAIGN_RATE_PER_MINUTE or 60). */
export async function readCampaignPace(db: Db, fallback: number): Promise<CampaignPace> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', PACE_KEY).executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Partial<CampaignPace>) : {};
  return { ratePerMinute: stored.ratePerMinute ?? fallback };
}

/**
 * Applies to campaigns queued or resumed from now on; mails already queued keep their times.
 * Audited with the pace it replaced (`fallback` when none was set), read under the pace's lock.
 */
export async function writeCampaignPace(db: Db, pace: CampaignPace, now: Date, audit: { actor: Actor; fallback: number }): Promise<void> {
  const value = JSON.stringify(pace);
  const updated_at = now.toISOString();
  await withLocks(db, [PACE_KEY], async (trx) => {
    const before = await readCampaignPace(trx, audit.fallback);
    await trx
      .insertInto('settings')
      .values({ key: PACE_KEY, value, updated_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
      .execute();
    await recordAudit(trx, audit.actor, now.getTime(), { action: 'pace', entity: 'campaign', entityId: null, before, after: pace });
  });
}
