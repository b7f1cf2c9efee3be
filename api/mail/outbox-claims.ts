import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { laneRows, type Lane } from './lanes.ts';

export type OutboxRow = Selectable<Database['outbox']>;
/** A condition on outbox rows. */
type RowRule = (eb: ExpressionBuilder<Database, 'outbox'>) => Expression<SqlBool>;
export type SendableRule = RowRule;

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
  /**
   * This process's claims with mail still unrecorded: never taken as abandoned, whatever the clock
   * says (a clock stepped forward past their lease while their mails are on the wire).
   */
  ownClaims: string[];
  /** PostgreSQL: skip rows another instance is claiming this instant (FOR UPDATE SKIP LOCKED). */
  skipLocked: boolean;
  /** The due rows of a lane, or these rows if still queued, due or not (a code sent at once). */
  from: { lane: Lane } | { ids: number[] };
}

/**
 * Rows whose claim's lease ran out. Outcomes are recorded mail by mail as the SMTP server answers,
 * so a row still 'sending' after its lease is one whose outcome nobody knows: its instance died or
 * stalled between handing it over and recording the answer.
 */
const abandoned = (lane: Lane, at: number, ownClaims: string[]): RowRule => (eb) =>
  eb.and([
    laneRows[lane](eb),
    eb('status', '=', 'sending'),
    eb('lease_until', '<=', at),
    ...(ownClaims.length > 0 ? [eb('claimed_by', 'not in', ownClaims)] : []),
  ]);

/** Queued rows whose time has come. */
const due = (lane: Lane, at: number): RowRule => (eb) =>
  eb.and([laneRows[lane](eb), eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]);

/**
 * Takes up to `limit` rows of a lane: first those whose lease ran out, then due queued rows, in
 * order of their time. Each kind has its own statement: one statement matching both (an OR) made
 * SQLite merge two index searches and sort the lane's whole backlog for every claim (39 ms per
 * claim of 20 with 7,000 mails queued, the event loop stopped meanwhile); each alone reads its
 * index in order and stops at the limit.
 */
export async function claimRows(db: Db, request: ClaimRequest): Promise<OutboxRow[]> {
  const { at, from } = request;
  if ('ids' in from) return claimWhere(db, request, (eb) => eb.and([eb('id', 'in', from.ids), eb('status', '=', 'queued')]), request.limit);
  const taken = await claimWhere(db, request, abandoned(from.lane, at, request.ownClaims), request.limit);
  const room = request.limit - taken.length;
  return room > 0 ? [...taken, ...(await claimWhere(db, request, due(from.lane, at), room))] : taken;
}

/**
 * Takes up to `limit` rows matching `rows` in one statement: each becomes 'sending' under the
 * claim's name with a lease. On SQLite the statement alone is atomic (one writer); on PostgreSQL
 * instances claim side by side, each skipping the rows another is taking.
 */
function claimWhere(db: Db, request: ClaimRequest, rows: RowRule, limit: number): Promise<OutboxRow[]> {
  return db
    .updateTable('outbox')
    .set({ status: 'sending', claimed_by: request.token, lease_until: request.at + request.leaseMs })
    .where('id', 'in', (eb) => {
      let chosen = eb.selectFrom('outbox').select('id').where(rows);
      for (const sendable of request.sendable) chosen = chosen.where(sendable);
      chosen = chosen.orderBy('next_attempt_at').orderBy('id').limit(limit);
      return request.skipLocked ? chosen.forUpdate().skipLocked() : chosen;
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
