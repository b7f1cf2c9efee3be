import type { Db } from '../db/connect.ts';
import type { FrameVerdict } from './frame-check.ts';

export async function recordFrameCheck(db: Db, url: string, verdict: FrameVerdict, now: Date): Promise<void> {
  const row = { status: verdict.status, reason: verdict.reason, checked_at: now.toISOString() };
  await db
    .insertInto('frame_checks')
    .values({ url, ...row })
    .onConflict((oc) => oc.column('url').doUpdateSet(row))
    .execute();
}

/** Live URLs of projects never checked, or last checked before `checkedBefore`. */
export async function dueFrameChecks(db: Db, checkedBefore: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('projects')
    .leftJoin('frame_checks', 'frame_checks.url', 'projects.live_url')
    .select('projects.live_url as url')
    .distinct()
    .where('projects.live_url', '!=', '')
    .where((eb) => eb.or([eb('frame_checks.checked_at', 'is', null), eb('frame_checks.checked_at', '<', checkedBefore.toISOString())]))
    .execute();
  return rows.map((row) => row.url);
}
