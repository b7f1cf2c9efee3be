import type { Db } from '../db/connect.ts';
import type { WriteWork } from '../db/write-batcher.ts';
import type { OutboxRow } from './outbox-claims.ts';

/** What the SMTP server (or the transport) said about one mail of a claim. */
export interface Outcome {
  token: string;
  row: OutboxRow;
  /** Why it was not accepted; undefined once the server accepted it. */
  error?: string;
}

/** A feature's writes beside a group of recorded outcomes, in the same transaction. */
export type OutcomeRule = (trx: Db, outcomes: { row: OutboxRow; delivered: boolean }[]) => Promise<void>;

export interface OutcomeRecorderOptions {
  /** Runs one group's writes in one transaction (on SQLite the server's group commit). */
  commit: (work: WriteWork) => Promise<void>;
  rules: readonly OutcomeRule[];
  now: () => number;
  maxAttempts: number;
  retryBaseMs: number;
  /** How long a group is retried while the database is away; past the lease it is moot. */
  giveUpAfterMs: number;
  log: { warn(obj: object, msg: string): void };
}

export interface OutcomeRecorder {
  /** Resolves once the outcome is durable: true if this claim still held the row, else false. */
  record(outcome: Outcome): Promise<boolean>;
}

const MAX_BACKOFF_MS = 15 * 60 * 1000;
const RETRY_MS = 100;
const MAX_RETRY_MS = 5000;

/**
 * Records each mail's outcome as soon as the SMTP server answers (design §11), so a mail it
 * accepted is never sent again because a later mail of the same batch was still on the wire.
 * Outcomes that arrive while a group is being written form the next group: one commit for all
 * of them, so recording mail by mail costs no more commits than the server's answers can fill.
 */
export function createOutcomeRecorder(options: OutcomeRecorderOptions): OutcomeRecorder {
  const { commit, rules, now, log } = options;
  const pending: { outcome: Outcome; applied: (held: boolean) => void }[] = [];
  let flushing = false;

  /** Sent, or queued again with backoff, or failed: each only while the outcome's claim holds the row. */
  async function write(trx: Db, outcomes: Outcome[], held: Set<Outcome>): Promise<void> {
    const at = now();
    const sentByClaim = new Map<string, Outcome[]>();
    for (const outcome of outcomes) {
      if (outcome.error === undefined) sentByClaim.set(outcome.token, [...(sentByClaim.get(outcome.token) ?? []), outcome]);
    }
    for (const [token, sent] of sentByClaim) {
      const rows = await trx
        .updateTable('outbox')
        .set((eb) => ({ status: 'sent', attempts: eb('attempts', '+', 1), sent_at: at, last_error: null, lease_until: null }))
        .where('id', 'in', sent.map((o) => o.row.id))
        .where('claimed_by', '=', token)
        .where('status', '=', 'sending')
        .returning('id')
        .execute();
      const ids = new Set(rows.map((row) => row.id));
      for (const outcome of sent) if (ids.has(outcome.row.id)) held.add(outcome);
    }
    for (const outcome of outcomes) {
      const { row, error, token } = outcome;
      if (error === undefined) continue;
      const attempts = row.attempts + 1;
      const delay = Math.min(options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      const kept = await trx
        .updateTable('outbox')
        .set({ status: attempts >= options.maxAttempts ? 'failed' : 'queued', attempts, last_error: error.slice(0, 500), next_attempt_at: at + delay, lease_until: null })
        .where('id', '=', row.id)
        .where('claimed_by', '=', token)
        .where('status', '=', 'sending')
        .returning('id')
        .executeTakeFirst();
      if (kept) held.add(outcome);
    }
    const recorded = outcomes.filter((o) => held.has(o)).map((o) => ({ row: o.row, delivered: o.error === undefined }));
    for (const rule of rules) await rule(trx, recorded);
  }

  /**
   * Writes a group, retrying with backoff while the database is away. Past `giveUpAfterMs` the
   * outcomes stay unknown: the rows' leases run out and they are sent again, as after a crash.
   */
  async function writeGroup(outcomes: Outcome[]): Promise<Set<Outcome>> {
    const started = performance.now();
    for (let failures = 0; ; failures += 1) {
      const held = new Set<Outcome>();
      try {
        await commit(async (trx) => {
          // A group commit that fails runs each work again alone: each run starts afresh.
          held.clear();
          await write(trx, outcomes, held);
        });
        return held;
      } catch (error) {
        if (performance.now() - started > options.giveUpAfterMs) {
          log.warn({ error: String(error), mails: outcomes.length }, 'Mail outcomes not recorded: the mails will be sent again after their lease');
          return new Set();
        }
        if (failures === 0) log.warn({ error: String(error), mails: outcomes.length }, 'Recording mail outcomes failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_MS * 2 ** failures, MAX_RETRY_MS)));
      }
    }
  }

  async function flush(): Promise<void> {
    while (pending.length > 0) {
      const group = pending.splice(0);
      const held = await writeGroup(group.map((p) => p.outcome));
      for (const { outcome, applied } of group) applied(held.has(outcome));
    }
    flushing = false;
  }

  return {
    record(outcome) {
      return new Promise((applied) => {
        pending.push({ outcome, applied });
        if (!flushing) {
          flushing = true;
          // Outcomes answered in the same turn of the event loop go into one group.
          setImmediate(() => void flush());
        }
      });
    },
  };
}
