import { createHash } from 'node:crypto';
import type { Db } from '../../db/connect.ts';

/** How long a lead's retry key is kept: far longer than any retry of a form's submission. */
export const LEAD_RETRY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A lead's retry key as stored: per verified sender and per request, without either itself. A
 * retry sends the same body; a different body under a used key (a client that kept its key for an
 * edited message) is a new lead, stored, rather than answered with success and dropped.
 */
export const retryKeyId = (sender: string, key: string, body: unknown): string =>
  createHash('sha256').update(`${sender}\n${key.toLowerCase()}\n${JSON.stringify(body)}`).digest('hex');

/**
 * The leads of a batch that are new: each keyed lead stores its key, and one whose key is
 * already stored (a committed earlier attempt, or an earlier lead of this batch) is dropped.
 * Runs inside the leads' transaction, after lockLeadWrites: on PostgreSQL a key committed by
 * another instance is then seen here, and one another instance is still writing waits for its
 * commit or rollback, so a retry writes its lead exactly once.
 */
export async function claimRetryKeys<T extends { retryKeyId?: string; now: number }>(trx: Db, leads: readonly T[]): Promise<T[]> {
  const keyed = new Map<string, T>();
  for (const lead of leads) if (lead.retryKeyId && !keyed.has(lead.retryKeyId)) keyed.set(lead.retryKeyId, lead);
  const claimed = keyed.size
    ? await trx
        .insertInto('lead_retry_keys')
        .values([...keyed].map(([id, lead]) => ({ id, created_at: lead.now })))
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .execute()
    : [];
  const fresh = new Set(claimed.map((row) => keyed.get(row.id)));
  return leads.filter((lead) => !lead.retryKeyId || fresh.has(lead));
}

/** Forgets the keys older than `olderThan` (the background sweep). */
export async function dropOldRetryKeys(db: Db, olderThan: number): Promise<void> {
  await db.deleteFrom('lead_retry_keys').where('created_at', '<', olderThan).execute();
}
