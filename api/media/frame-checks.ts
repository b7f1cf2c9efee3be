import type { Db } from '../db/connect.ts';
import type { FrameVerdict } from './frame-check.ts';
import type { FrameStatus } from '../../shared/media.ts';

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

/** The last verdict for `url`, or undefined before its first check. */
export async function lastFrameStatus(db: Db, url: string): Promise<FrameStatus | undefined> {
  const row = await db.selectFrom('frame_checks').select('status').where('url', '=', url).executeTakeFirst();
  return row?.status as FrameStatus | undefined;
}

/**
 * Takes the next check of `url` for the caller when its verdict dates from before `staleBefore`
 * (or there is none): the verdict's time moves to `now` in the same statement, so of many callers,
 * on any instance, exactly one wins, and the others keep the verdict until the winner records its own.
 * A URL never checked is claimed as unreachable ('Being checked'), so no preview shows unchecked.
 */
export async function claimFrameCheck(db: Db, url: string, staleBefore: Date, now: Date): Promise<boolean> {
  const moved = await db
    .updateTable('frame_checks')
    .set({ checked_at: now.toISOString() })
    .where('url', '=', url)
    .where('checked_at', '<', staleBefore.toISOString())
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 1) return true;
  const first = await db
    .insertInto('frame_checks')
    .values({ url, status: 'unreachable', reason: 'Being checked', checked_at: now.toISOString() })
    .onConflict((oc) => oc.column('url').doNothing())
    .executeTakeFirst();
  return Number(first.numInsertedOrUpdatedRows) === 1;
}
