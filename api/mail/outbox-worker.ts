import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { dialectOf, type Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';

export type OutboxRow = Selectable<Database['outbox']>;

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  /** Domain for Message-ID headers, so a resent message keeps its identity. */
  messageIdDomain: string;
  now: () => number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  pollMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** How long a claim holds its rows without renewal (default DEFAULT_LEASE_MS). */
  leaseMs?: number;
  /** Names this process in `claimed_by`; defaults to host, process id and a random tag. */
  instanceId?: string;
}

/**
 * What a feature adds to delivery (the campaigns feature: a paused campaign's mails wait, and
 * send errors in a row pause it). The worker itself only delivers and reports outcomes.
 */
export interface DeliveryRules {
  /** Queued rows that may go out now; others stay queued. Part of the claiming statement. */
  sendable?(eb: ExpressionBuilder<Database, 'outbox'>): Expression<SqlBool>;
  /** Runs in the transaction that records a batch's outcomes. */
  recordOutcomes?(trx: Db, outcomes: { row: OutboxRow; delivered: boolean }[]): Promise<void>;
}

export interface OutboxWorker {
  start(): Promise<void>;
  /** Ask for a delivery round now instead of at the next poll. */
  kick(): void;
  /** Try one message at once (OTP codes); on failure it stays queued for the next round. */
  deliver(id: number): Promise<boolean>;
  /** Stops polling and waits for the round in progress, so no mail is left half-sent. */
  stop(): Promise<void>;
  /** Adds a feature's delivery rules; called while the app registers its routes. */
  addRules(rules: DeliveryRules): void;
}

const MAX_BACKOFF_MS = 15 * 60 * 1000;

/**
 * How long a claim holds its rows (design §10). Longer than one message can take: the transport
 * gives up on a silent server after 15 s per phase (connect, greeting, then each read), 45 s in
 * all. A batch can take longer than one message (20 messages share the pool's 3 connections), so
 * the holder renews its lease every third of it while the batch is in flight; the lease then only
 * has to outlast two missed renewals (a database hiccup). A dead instance's mails wait at most
 * this long before another instance sends them.
 */
export const DEFAULT_LEASE_MS = 60_000;

/** The rows one claim took, and the claim's name: only it may record their outcomes. */
interface Claim {
  token: string;
  rows: OutboxRow[];
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, now, log } = options;
  const pollMs = options.pollMs ?? 2000;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 8;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  // PostgreSQL: instances claim side by side, each skipping the rows another is claiming right
  // now. SQLite has one writer, so its single UPDATE is atomic already (and has no row locks).
  const skipLocked = dialectOf(db) === 'postgres';
  const rules: DeliveryRules[] = [];
  let claims = 0;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** Due queued rows, and rows whose claim's lease ran out (its instance died mid-send). */
  const claimable = (at: number) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
      eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
    ]);

  /**
   * Takes a batch of rows in one statement (one commit for the whole batch): each becomes
   * 'sending' under this claim's name with a lease. A row another claim holds is not returned.
   * With ids (a mail to try at once), those rows if still queued, whether due or not.
   */
  async function claim(ids?: number[]): Promise<Claim> {
    const at = now();
    const token = `${instanceId}#${++claims}`;
    const rows = await db
      .updateTable('outbox')
      .set({ status: 'sending', claimed_by: token, lease_until: at + leaseMs })
      .where('id', 'in', (eb) => {
        let due = eb.selectFrom('outbox').select('id');
        due = ids ? due.where('id', 'in', ids).where('status', '=', 'queued') : due.where(claimable(at));
        // The features' rules choose inside the batch, so held-back rows never fill it.
        for (const { sendable } of rules) if (sendable) due = due.where(sendable);
        due = due.orderBy('next_attempt_at').orderBy('id').limit(batchSize);
        return skipLocked ? due.forUpdate().skipLocked() : due;
      })
      .returningAll()
      .execute();
    return { token, rows };
  }

  /**
   * Keeps a claim's lease alive while its batch is in flight. A lease that already ran out is not
   * revived: another instance may be sending those rows by now.
   */
  function renewWhileSending(token: string): () => void {
    const renew = () => {
      const at = now();
      db.updateTable('outbox')
        .set({ lease_until: at + leaseMs })
        .where('claimed_by', '=', token)
        .where('status', '=', 'sending')
        .where('lease_until', '>', at)
        .execute()
        .catch((error: unknown) => log.warn({ error: String(error) }, 'Outbox lease renewal failed'));
    };
    const interval = setInterval(renew, leaseMs / 3);
    interval.unref();
    return () => clearInterval(interval);
  }

  interface Outcome {
    row: OutboxRow;
    error?: string;
    file?: string;
  }

  /** Hands one message to the transport; no database work, so a batch can go out concurrently. */
  async function attempt(row: OutboxRow): Promise<Outcome> {
    try {
      const { file } = await transport.send({
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: JSON.parse(row.headers),
        messageId: `<outbox-${row.id}-${row.created_at}@${options.messageIdDomain}>`,
      });
      return { row, file };
    } catch (error) {
      return { row, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Writes a batch's outcomes in one transaction: sent, or queued again with backoff, or failed.
   * Each write applies only while this claim still holds the row: a claim whose lease ran out
   * (this instance stalled) must not overwrite what the instance that took over recorded.
   */
  async function record({ token }: Claim, outcomes: Outcome[]): Promise<void> {
    const at = now();
    const applied = await db.transaction().execute(async (trx) => {
      const held = new Set<number>();
      const sent = outcomes.filter((o) => o.error === undefined).map((o) => o.row.id);
      if (sent.length > 0) {
        const rows = await trx
          .updateTable('outbox')
          .set((eb) => ({ status: 'sent', attempts: eb('attempts', '+', 1), sent_at: at, last_error: null, lease_until: null }))
          .where('id', 'in', sent)
          .where('claimed_by', '=', token)
          .where('status', '=', 'sending')
          .returning('id')
          .execute();
        for (const { id } of rows) held.add(id);
      }
      for (const { row, error } of outcomes) {
        if (error === undefined) continue;
        const attempts = row.attempts + 1;
        const failed = attempts >= maxAttempts;
        const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
        const kept = await trx
          .updateTable('outbox')
          .set({ status: failed ? 'failed' : 'queued', attempts, last_error: error.slice(0, 500), next_attempt_at: at + delay, lease_until: null })
          .where('id', '=', row.id)
          .where('claimed_by', '=', token)
          .where('status', '=', 'sending')
          .returning('id')
          .executeTakeFirst();
        if (kept) held.add(kept.id);
      }
      const recorded = outcomes.filter(({ row }) => held.has(row.id));
      const delivered = recorded.map(({ row, error }) => ({ row, delivered: error === undefined }));
      for (const { recordOutcomes } of rules) await recordOutcomes?.(trx, delivered);
      return held;
    });
    for (const { row, error, file } of outcomes) {
      if (!applied.has(row.id)) log.warn({ id: row.id, claim: token }, 'Mail outcome not recorded: the lease ran out and another claim took the row');
      if (file) log.info({ file, to: row.to_address, kind: row.kind }, 'Mail written to the outbox folder');
      if (error !== undefined) log.warn({ id: row.id, attempts: row.attempts + 1, error }, 'Mail delivery failed');
    }
  }

  async function deliverBatch(batch: Claim): Promise<boolean> {
    const stopRenewing = renewWhileSending(batch.token);
    try {
      const outcomes = await Promise.all(batch.rows.map(attempt));
      await record(batch, outcomes);
      return outcomes.some((o) => o.error === undefined);
    } finally {
      stopRenewing();
    }
  }

  async function deliverLane(): Promise<void> {
    while (!stopped) {
      const batch = await claim();
      // Nothing due, or a whole batch failing (the server is down): wait for the next poll.
      if (batch.rows.length === 0 || !(await deliverBatch(batch))) return;
    }
  }

  /**
   * Two lanes, each claiming and delivering batches: while one lane's batch is with the SMTP
   * pool, the other records its outcomes and claims the next, so the pool does not wait for the
   * database between batches. Claims are atomic, so the lanes never take the same row.
   */
  async function deliverDue(): Promise<void> {
    await Promise.all([deliverLane(), deliverLane()]);
  }

  function runRound(): Promise<void> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again && !stopped);
    })().finally(() => {
      round = undefined;
    });
    return round;
  }

  return {
    async start() {
      // Rows another instance is sending stay its own; rows left 'sending' by a crash (of this
      // instance's previous process too) are claimed again once their lease runs out.
      timer = setInterval(() => void runRound().catch((e) => log.warn({ error: String(e) }, 'Outbox round failed')), pollMs);
      timer.unref();
      void runRound().catch(() => undefined);
    },
    kick() {
      if (!stopped) void runRound().catch((e) => log.warn({ error: String(e) }, 'Outbox round failed'));
    },
    async deliver(id) {
      const batch = await claim([id]);
      return batch.rows.length > 0 && deliverBatch(batch);
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
    },
    addRules(added) {
      rules.push(added);
    },
  };
}
