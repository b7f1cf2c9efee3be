import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import type { MailTransport } from './transport';

type OutboxRow = Selectable<Database['outbox']>;

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
  /** A campaign pauses itself after this many send errors in a row, until an admin resumes it. */
  campaignPauseAfterErrors?: number;
}

export interface OutboxWorker {
  start(): Promise<void>;
  /** Ask for a delivery round now instead of at the next poll. */
  kick(): void;
  /** Try one message at once (OTP codes); on failure it stays queued for the next round. */
  deliver(id: number): Promise<boolean>;
  /** Stops polling and waits for the round in progress, so no mail is left half-sent. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 15 * 60 * 1000;

/** Rows of a paused campaign stay queued but are not sent (design §6). */
const notHeld = (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.or([
    eb('campaign_id', 'is', null),
    eb('campaign_id', 'not in', eb.selectFrom('campaigns').select('campaigns.id').where('campaigns.status', '=', 'paused')),
  ]);

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, now, log } = options;
  const pollMs = options.pollMs ?? 2000;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const maxAttempts = options.maxAttempts ?? 8;
  const batchSize = options.batchSize ?? 20;
  const pauseAfterErrors = options.campaignPauseAfterErrors ?? 5;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** Moves a row from queued to sending; false if another round already took it. */
  async function claim(id: number): Promise<OutboxRow | undefined> {
    return db
      .updateTable('outbox')
      .set({ status: 'sending' })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .where(notHeld)
      .returningAll()
      .executeTakeFirst();
  }

  /** Errors in a row count towards pausing a campaign; a delivered mail starts the count over. */
  async function countCampaignOutcome(campaignId: string, delivered: boolean): Promise<void> {
    const errors = delivered ? sql<number>`0` : sql<number>`error_count + 1`;
    const status = delivered
      ? sql<'sending'>`status`
      : sql<'sending' | 'paused'>`CASE WHEN error_count + 1 >= ${pauseAfterErrors} THEN 'paused' ELSE status END`;
    await db.updateTable('campaigns').set({ error_count: errors, status }).where('id', '=', campaignId).where('status', '=', 'sending').execute();
  }

  async function send(row: OutboxRow): Promise<boolean> {
    const attempts = row.attempts + 1;
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
      await db
        .updateTable('outbox')
        .set({ status: 'sent', attempts, sent_at: now(), last_error: null })
        .where('id', '=', row.id)
        .execute();
      if (row.campaign_id) await countCampaignOutcome(row.campaign_id, true);
      if (file) log.info({ file, to: row.to_address, kind: row.kind }, 'Mail written to the outbox folder');
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = attempts >= maxAttempts;
      const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      await db
        .updateTable('outbox')
        .set({
          status: failed ? 'failed' : 'queued',
          attempts,
          last_error: message.slice(0, 500),
          next_attempt_at: now() + delay,
        })
        .where('id', '=', row.id)
        .execute();
      if (row.campaign_id) await countCampaignOutcome(row.campaign_id, false);
      log.warn({ id: row.id, attempts, error: message, willRetry: !failed }, 'Mail delivery failed');
      return false;
    }
  }

  async function deliverDue(): Promise<void> {
    for (;;) {
      const due = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', now())
        .where(notHeld)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(batchSize)
        .execute();
      if (due.length === 0 || stopped) return;
      let anySent = false;
      for (const { id } of due) {
        if (stopped) return;
        const row = await claim(id);
        if (row) anySent = (await send(row)) || anySent;
      }
      // A whole batch failing means the server is down: wait for the next poll.
      if (!anySent) return;
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
      const row = await claim(id);
      return row ? send(row) : false;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await round;
    },
  };
}
