import { ApiError } from '../../../shared/api/errors.ts';
import { dialectOf, type Db } from '../../db/connect.ts';
import { firstTimeOrderedId } from '../../db/time-ordered-id.ts';
import type { RouteLimit } from '../../limits.ts';
import { folded } from '../../services/paged-list.ts';

/** How many leads one address may send in a rolling window, as a lead carries it into the write. */
export interface AddressCap {
  max: number;
  windowMs: number;
  /** The window's start for this lead (ms); leads after it count. */
  since: number;
}

/** Why a lead was not stored: its address had sent `max` leads, and a slot frees in `retryAfterSeconds`. */
export interface CapReached {
  max: number;
  windowHours: number;
  retryAfterSeconds: number;
}

/** What keepWithinAddressCaps reads and marks on a lead. */
interface CappedLead {
  cap?: AddressCap;
  /** Set by keepWithinAddressCaps when the lead is left out. */
  capReached?: CapReached;
  retryKeyId?: string;
  row: { email: string; created_at: string };
}

export const addressCap = (limit: RouteLimit, now: number): AddressCap => ({
  max: limit.max,
  windowMs: limit.timeWindow,
  since: now - limit.timeWindow,
});

/** What an address sent in the window: how many leads, and when the oldest of them (ms). */
interface Sent {
  count: number;
  oldest?: number;
}

/**
 * What each address sent since `since`, messages and quote requests together: one grouped count
 * per table on the (folded address, id) index. Lead ids are time-ordered (timeOrderedId), so the
 * window starts a range of that index and an address's older leads are not read. Leads stored
 * before ids were time-ordered have random ids, most of them in that range: without `exact` the
 * count comes from the index alone and is at least the true one; `exact` reads the time of each
 * lead in the range from its row, and the oldest. (One with a random id below the range, stored
 * in the day before ids were time-ordered, is not counted.)
 */
async function sentSince(trx: Db, emails: string[], since: number, exact: boolean): Promise<Map<string, Sent>> {
  const key = folded('email', dialectOf(trx));
  const sent = new Map<string, Sent>();
  for (const table of ['contacts', 'quotes'] as const) {
    const inRange = trx
      .selectFrom(table)
      .select((eb) => [key.as('email'), eb.fn.countAll<number | string>().as('count')])
      .where(key, 'in', emails)
      .where('id', '>=', firstTimeOrderedId(since))
      .groupBy(key);
    // A lead sent exactly one window ago has just left it.
    const rows = exact
      ? await inRange.select((eb) => eb.fn.min('created_at').as('oldest')).where('created_at', '>', new Date(since).toISOString()).execute()
      : await inRange.execute();
    for (const row of rows) {
      const before = sent.get(row.email);
      const count = (before?.count ?? 0) + Number(row.count);
      sent.set(row.email, 'oldest' in row ? { count, oldest: Math.min(before?.oldest ?? Infinity, Date.parse(String(row.oldest))) } : { count });
    }
  }
  return sent;
}

/**
 * The leads whose address has not yet sent its cap's worth in the window: counted over the
 * messages and quote requests stored, then over the batch's earlier leads. The others are marked
 * (capReached) and lose the retry key claimRetryKeys just stored, so a retry is judged again.
 * Runs inside the leads' transaction, after lockLeadWrites: leads of one address sent in parallel
 * to any instance are counted one after the other, never past the cap. A batch's leads arrived
 * within milliseconds: its earliest window and smallest cap count for all of them. Only an address
 * the index's count puts near its cap is counted exactly (a load test's scaled cap lets one
 * address send thousands of leads a day, and none of their rows need be read).
 */
export async function keepWithinAddressCaps<T extends CappedLead>(trx: Db, leads: readonly T[]): Promise<T[]> {
  const capped = leads.filter((lead) => lead.cap);
  if (!capped.length) return [...leads];
  const since = Math.min(...capped.map((lead) => lead.cap!.since));
  const max = Math.min(...capped.map((lead) => lead.cap!.max));
  const inBatch = new Map<string, number>();
  for (const lead of capped) inBatch.set(lead.row.email, (inBatch.get(lead.row.email) ?? 0) + 1);
  const atMost = await sentSince(trx, [...inBatch.keys()], since, false);
  const near = [...inBatch].filter(([email, count]) => (atMost.get(email)?.count ?? 0) + count > max).map(([email]) => email);
  const exact = near.length ? await sentSince(trx, near, since, true) : new Map<string, Sent>();
  const sent = new Map(atMost);
  for (const email of near) {
    const counted = exact.get(email);
    if (counted) sent.set(email, counted);
    else sent.delete(email);
  }
  const kept: T[] = [];
  const freedKeys: string[] = [];
  for (const lead of leads) {
    const { cap, row } = lead;
    const before = sent.get(row.email);
    const now = Date.parse(row.created_at);
    if (!cap || (before?.count ?? 0) < max) {
      sent.set(row.email, { count: (before?.count ?? 0) + 1, oldest: before?.oldest ?? now });
      kept.push(lead);
      continue;
    }
    // A slot frees when the oldest lead in the window leaves it (counted exactly: it is near).
    const retryAfterSeconds = Math.max(1, Math.ceil(((before?.oldest ?? now) + cap.windowMs - now) / 1000));
    lead.capReached = { max: cap.max, windowHours: Math.round(cap.windowMs / 3_600_000), retryAfterSeconds };
    if (lead.retryKeyId) freedKeys.push(lead.retryKeyId);
  }
  if (freedKeys.length) await trx.deleteFrom('lead_retry_keys').where('id', 'in', freedKeys).execute();
  return kept;
}

/** The 429 a visitor gets for a lead over their address's cap. */
export function capReachedError({ max, windowHours, retryAfterSeconds }: CapReached): ApiError {
  const hours = Math.ceil(retryAfterSeconds / 3600);
  return new ApiError(
    429,
    `This e-mail address has sent ${max} messages and quote requests in the last ${windowHours} hours, as many as we take from one address. ` +
      `Please try again in ${hours === 1 ? 'an hour' : `${hours} hours`}.`,
    { 'Retry-After': retryAfterSeconds },
  );
}
