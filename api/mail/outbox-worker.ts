import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Db } from '../db/connect.ts';
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

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, now, log } = options;
  const pollMs = options.pollMs ?? 2000;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 8;
  const batchSize = options.batchSize ?? 20;
  const rules: DeliveryRules[] = [];
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /**
   * Moves due rows from queued to sending in one statement (one commit for the whole batch);
   * a row another round already took is not returned.
   */
  async function claim(ids?: number[]): Promise<OutboxRow[]> {
    let query = db.updateTable('outbox').set({ status: 'sending' }).where('status', '=', 'queued');
    for (const { sendable } of rules) if (sendable) query = query.where(sendable);
    return query
      .where('id', 'in', (eb) => {
        let due = eb.selectFrom('outbox as due').select('due.id').where('due.status', '=', 'queued');
        due = ids ? due.where('due.id', 'in', ids) : due.where('due.next_attempt_at', '<=', now());
        return due.orderBy('due.next_attempt_at').orderBy('due.id').limit(batchSize);
      })
      .returningAll()
      .execute();
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

  /** Writes a batch's outcomes in one transaction: sent, or queued again with backoff, or failed. */
  async function record(outcomes: Outcome[]): Promise<void> {
    const at = now();
    await db.transaction().execute(async (trx) => {
      for (const { row, error } of outcomes) {
        const attempts = row.attempts + 1;
        if (error === undefined) {
          await trx.updateTable('outbox').set({ status: 'sent', attempts, sent_at: at, last_error: null }).where('id', '=', row.id).execute();
        } else {
          const failed = attempts >= maxAttempts;
          const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
          await trx
            .updateTable('outbox')
            .set({ status: failed ? 'failed' : 'queued', attempts, last_error: error.slice(0, 500), next_attempt_at: at + delay })
            .where('id', '=', row.id)
            .execute();
        }
      }
      const delivered = outcomes.map(({ row, error }) => ({ row, delivered: error === undefined }));
      for (const { recordOutcomes } of rules) await recordOutcomes?.(trx, delivered);
    });
    for (const { row, error, file } of outcomes) {
      if (file) log.info({ file, to: row.to_address, kind: row.kind }, 'Mail written to the outbox folder');
      if (error !== undefined) log.warn({ id: row.id, attempts: row.attempts + 1, error }, 'Mail delivery failed');
    }
  }

  async function deliverBatch(rows: OutboxRow[]): Promise<boolean> {
    const outcomes = await Promise.all(rows.map(attempt));
    await record(outcomes);
    return outcomes.some((o) => o.error === undefined);
  }

  async function deliverDue(): Promise<void> {
    while (!stopped) {
      const rows = await claim();
      // Nothing due, or a whole batch failing (the server is down): wait for the next poll.
      if (rows.length === 0 || !(await deliverBatch(rows))) return;
    }
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
      // Rows left 'sending' by a crash go back to the queue (at-least-once delivery).
      await db.updateTable('outbox').set({ status: 'queued' }).where('status', '=', 'sending').execute();
      timer = setInterval(() => void runRound().catch((e) => log.warn({ error: String(e) }, 'Outbox round failed')), pollMs);
      timer.unref();
      void runRound().catch(() => undefined);
    },
    kick() {
      if (!stopped) void runRound().catch((e) => log.warn({ error: String(e) }, 'Outbox round failed'));
    },
    async deliver(id) {
      const rows = await claim([id]);
      return rows.length > 0 && deliverBatch(rows);
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
