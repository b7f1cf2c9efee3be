import type { CampaignPace } from '../../../shared/api/campaigns.ts';
import type { Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
import { readSettingsRow, writeSettingsRow } from '../../services/site-config.ts';

// Its own settings row: the site settings are public (GET /api/config), the pace is staff's.
const PACE_KEY = 'campaign_pace';

/** The pace staff set in the dashboard, else `fallback` (CAMPAIGN_RATE_PER_MINUTE or 60). */
export async function readCampaignPace(db: Db, fallback: number): Promise<CampaignPace> {
  return { ratePerMinute: (await readSettingsRow<CampaignPace>(db, PACE_KEY))?.ratePerMinute ?? fallback };
}

/**
 * Applies to campaigns queued or resumed from now on; mails already queued keep their times.
 * Audited with the pace it replaced (`fallback` when none was set), read under the pace's lock.
 */
export async function writeCampaignPace(db: Db, pace: CampaignPace, now: Date, audit: { actor: Actor; fallback: number }): Promise<void> {
  await withLocks(db, [PACE_KEY], async (trx) => {
    const before = await readCampaignPace(trx, audit.fallback);
    await writeSettingsRow(trx, PACE_KEY, pace, now);
    await recordAudit(trx, audit.actor, now.getTime(), { action: 'pace', entity: 'campaign', entityId: null, before, after: pace });
  });
}
