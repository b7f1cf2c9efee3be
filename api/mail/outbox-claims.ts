import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { laneRows, type Lane } from './lanes.ts';

export type OutboxRow = Selectable<Database['outbox']>;
export type SendableRule = (eb: ExpressionBuilder<Database, 'outbox'>) => Expression<SqlBool>;

/** The rows one claim took, under the claim's name: only it may record their outcomes. */
export interface Claim {
  token: string;
  rows: OutboxRow[];
}

export interface ClaimRequest {
  token: string;
  at: number;
  leaseMs: number;
  limit: number;
  /** The features' rules (a paused campaign's mails wait), applied inside the claim. */
  sendable: SendableRule[];
  /** PostgreSQL: skip rows another instance is claiming this instant (FOR UPDATE SKIP LOCKED). */
  skipLocked: boolean;
  /** The due rows of a lane, or these rows if still queued, due or not (a code sent at once). */
  from: { lane: Lane } | { ids: number[] };
}

/**
 * Due queued rows, and rows whose claim's lease ran out. Outcomes are recorded mail by mail as the
 * SMTP server answers, so a row still 'sending' after its lease is one whose outcome nobody knows:
 * its instance died or stalled between handing it over and recording the answer.
 */
const claimable = (at: number) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.or([
    eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
    eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
  ]);

/**
 * Takes up to `limit` rows in one statement: each becomes 'sending' under the claim's name with a
 * lease. On SQLite the statement alone is atomic (one writer); on PostgreSQL instances claim side
 * by side, each skipping the rows another is taking.
 */
export async function claimRows(db: Db, request: ClaimRequest): Promise<OutboxRow[]> {
  const { at, from } = request;
  return db
    .updateTable('outbox')
    .set({ status: 'sending', claimed_by: request.token, lease_until: at + request.leaseMs })
    .where('id', 'in', (eb) => {
      let due = eb.selectFrom('outbox').select('id');
      due = 'ids' in from ? due.where('id', 'in', from.ids).where('status', '=', 'queued') : due.where(laneRows[from.lane]).where(claimable(at));
      for (const sendable of request.sendable) due = due.where(sendable);
      due = due.orderBy('next_attempt_at').orderBy('id').limit(request.limit);
      return request.skipLocked ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
}

/** Extends the leases of claims still sending. A lease that already ran out is not revived: another instance may be sending those rows by now. */
export async function renewLeases(db: Db, tokens: string[], at: number, leaseMs: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ lease_until: at + leaseMs })
    .where('claimed_by', 'in', tokens)
    .where('status', '=', 'sending')
    .where('lease_until', '>', at)
    .execute();
}

/** Gives back rows a claim took but never handed to the SMTP server (the worker is stopping). */
export async function releaseRows(db: Db, token: string, ids: number[]): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'queued', claimed_by: null, lease_until: null })
    .where('id', 'in', ids)
    .where('claimed_by', '=', token)
    .where('status', '=', 'sending')
    .execute();
}
