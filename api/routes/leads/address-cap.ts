import { ApiError } from '../../../shared/api/errors.ts';
import { dialectOf, type Db } from '../../db/connect.ts';
import { firstTimeOrderedId, timeOf } from '../../db/time-ordered-id.ts';
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
  oldest: number;
}

/**
 * What each address sent since `since`, messages and quote requests together: one grouped count
 * per table, read from the (folded address, id) index alone. Lead ids are time-ordered
 * (timeOrderedId), so the window is a range of that index and its oldest id holds the oldest
 * lead's time: only the window's part of an address's leads is read, however many it sent
 * before (or a load test's scaled cap lets it send).
 */
async function sentSince(trx: Db, emails: string[], since: number): Promise<Map<string, Sent>> {
  const key = folded('email', dialectOf(trx));
  const sent = new Map<string, Sent>();
  for (const table of ['contacts', 'quotes'] as const) {
    const rows = await trx
      .selectFrom(table)
      .select((eb) => [key.as('email'), eb.fn.countAll<number | string>().as('count'), eb.fn.min('id').as('oldest')])
      .where(key, 'in', emails)
      // A lead sent exactly one window ago has just left it.
      .where('id', '>=', firstTimeOrderedId(since + 1))
      .groupBy(key)
      .execute();
    for (const row of rows) {
      const before = sent.get(row.email);
      const oldest = Math.min(before?.oldest ?? Infinity, timeOf(row.oldest));
      sent.set(row.email, { count: (before?.count ?? 0) + Number(row.count), oldest });
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
 * within milliseconds: its earliest window counts for all of them.
 */
export async function keepWithinAddressCaps<T extends CappedLead>(trx: Db, leads: readonly T[]): Promise<T[]> {
  const capped = leads.filter((lead) => lead.cap);
  if (!capped.length) return [...leads];
  const since = Math.min(...capped.map((lead) => lead.cap!.since));
  const sent = await sentSince(trx, [...new Set(capped.map((lead) => lead.row.email))], since);
  const kept: T[] = [];
  const freedKeys: string[] = [];
  for (const lead of leads) {
    const { cap, row } = lead;
    const before = sent.get(row.email);
    const now = Date.parse(row.created_at);
    if (!cap || (before?.count ?? 0) < cap.max) {
      sent.set(row.email, { count: (before?.count ?? 0) + 1, oldest: before?.oldest ?? now });
      kept.push(lead);
      continue;
    }
    // A slot frees when the oldest lead in the window leaves it.
    const retryAfterSeconds = Math.min(cap.windowMs / 1000, Math.max(1, Math.ceil((before!.oldest + cap.windowMs - now) / 1000)));
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
