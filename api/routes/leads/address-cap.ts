import { ApiError } from '../../../shared/api/errors.ts';
import { dialectOf, type Db } from '../../db/connect.ts';
import type { RouteLimit } from '../../limits.ts';
import { folded } from '../../services/paged-list.ts';

/** How many leads one address may send in a rolling window, as a lead carries it into the write. */
export interface AddressCap {
  max: number;
  windowMs: number;
  /** The window's start for this lead (ISO, like created_at); leads after it count. */
  since: string;
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
  since: new Date(now - limit.timeWindow).toISOString(),
});

/**
 * The leads whose address has not yet sent its cap's worth in the window: counted over the
 * messages and quote requests stored, then over the batch's earlier leads. The others are marked
 * (capReached) and lose the retry key claimRetryKeys just stored, so a retry is judged again.
 * Runs inside the leads' transaction, after lockLeadWrites: leads of one address sent in parallel
 * to any instance are counted one after the other, never past the cap.
 */
export async function keepWithinAddressCaps<T extends CappedLead>(trx: Db, leads: readonly T[]): Promise<T[]> {
  const capped = leads.filter((lead) => lead.cap);
  if (!capped.length) return [...leads];
  const key = folded('email', dialectOf(trx));
  const earliest = capped.map((lead) => lead.cap!.since).sort()[0];
  const emails = [...new Set(capped.map((lead) => lead.row.email))];
  const sentAt = new Map<string, string[]>();
  for (const table of ['contacts', 'quotes'] as const) {
    const rows = await trx.selectFrom(table).select(['email', 'created_at']).where(key, 'in', emails).where('created_at', '>=', earliest).execute();
    for (const row of rows) sentAt.set(row.email, [...(sentAt.get(row.email) ?? []), row.created_at]);
  }
  const kept: T[] = [];
  const freedKeys: string[] = [];
  for (const lead of leads) {
    const { cap, row } = lead;
    // A lead sent exactly one window ago has just left it.
    const inWindow = cap ? (sentAt.get(row.email) ?? []).filter((at) => at > cap.since).sort() : [];
    if (!cap || inWindow.length < cap.max) {
      sentAt.set(row.email, [...(sentAt.get(row.email) ?? []), row.created_at]);
      kept.push(lead);
      continue;
    }
    // A slot frees when the oldest lead that keeps the count at the cap leaves the window.
    const freesAt = Date.parse(inWindow[inWindow.length - cap.max]) + cap.windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((freesAt - Date.parse(row.created_at)) / 1000));
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
