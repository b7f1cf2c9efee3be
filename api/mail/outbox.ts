import { inChunks } from '../db/batches.ts';
import type { Db } from '../db/connect.ts';
import type { RenderedMail } from './layout.ts';

export interface QueuedMail extends RenderedMail {
  kind: string;
  to: string;
  headers?: Record<string, string>;
  campaignId?: string;
  /** Not before this time (ms); campaigns spread their mails out to keep a sending rate. */
  sendAfter?: number;
  /** When it was queued, if not the `now` it is written with (mails of several leads in one write). */
  queuedAt?: number;
}

const outboxRow = (mail: QueuedMail, at: number) => {
  const now = mail.queuedAt ?? at;
  return {
    kind: mail.kind,
    to_address: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: JSON.stringify(mail.headers ?? {}),
    campaign_id: mail.campaignId ?? null,
    status: 'queued' as const,
    attempts: 0,
    last_error: null,
    next_attempt_at: mail.sendAfter ?? now,
    created_at: now,
    sent_at: null,
  };
};

/**
 * Records a mail in the outbox; the row is the only durable record of it (design §6).
 * Takes a Db or a transaction, so a lead and its mails are written together.
 */
export async function enqueueMail(db: Db, mail: QueuedMail, now: number): Promise<number> {
  const row = await db.insertInto('outbox').values(outboxRow(mail, now)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Records many mails (a campaign's slice) in one multi-row INSERT per ROWS_PER_STATEMENT. */
export async function enqueueMails(db: Db, mails: readonly QueuedMail[], now: number): Promise<void> {
  for (const chunk of inChunks(mails)) await db.insertInto('outbox').values(chunk.map((mail) => outboxRow(mail, now))).execute();
}

export interface OutboxCounts {
  queued: number;
  sending: number;
  sent: number;
  failed: number;
}

export async function countOutbox(db: Db): Promise<OutboxCounts> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
