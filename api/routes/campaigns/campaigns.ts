import { randomBytes, randomUUID } from 'node:crypto';
import type { Campaign, CampaignInput } from '../../../shared/api/admin.ts';
import type { CampaignAudience } from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { personalMail, type Recipient } from './personal-mail.ts';

export { optOutPageUrl } from './personal-mail.ts';

export interface CampaignContext {
  publicUrl: string;
  siteName: string;
  now: number;
  ratePerMinute: number;
}

async function leadAddresses(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn('lower', ['email']).as('email'))
    .union(db.selectFrom('quotes').select((eb) => eb.fn('lower', ['email']).as('email')))
    .execute();
  return rows.map((row) => String(row.email));
}

/** Upserts a campaign opt-out token for each address that has none; returns address -> row. */
async function optOutRows(db: Db, emails: string[], now: number) {
  const stamp = new Date(now).toISOString();
  for (const email of emails) {
    await db
      .insertInto('mail_opt_outs')
      .values({ email, token: randomBytes(24).toString('base64url'), created_at: stamp, opted_out_at: null })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  const rows = emails.length ? await db.selectFrom('mail_opt_outs').selectAll().where('email', 'in', emails).execute() : [];
  return new Map(rows.map((row) => [row.email, row]));
}

/** Design §6: newsletter_subscribers, contacts, or all_users = both; lower-cased, each address once. */
export async function resolveAudience(db: Db, audience: CampaignAudience, now: number): Promise<Recipient[]> {
  const subscribers = await db.selectFrom('subscribers').select(['email', 'status', 'unsubscribe_token']).execute();
  const byEmail = new Map(subscribers.map((s) => [s.email.toLowerCase(), s]));
  const recipients = new Map<string, Recipient>();
  if (audience !== 'contacts') {
    for (const [email, s] of byEmail) {
      if (s.status === 'active') recipients.set(email, { email, optOut: { kind: 'newsletter', token: s.unsubscribe_token } });
    }
  }
  if (audience === 'newsletter_subscribers') return [...recipients.values()];

  const leads = [...new Set(await leadAddresses(db))].filter((email) => !recipients.has(email));
  const nonSubscribers: string[] = [];
  for (const email of leads) {
    const subscriber = byEmail.get(email);
    if (subscriber?.status === 'active') {
      recipients.set(email, { email, optOut: { kind: 'newsletter', token: subscriber.unsubscribe_token } });
    } else if (!subscriber || subscriber.status === 'pending') {
      nonSubscribers.push(email);
    }
  }
  const optOuts = await optOutRows(db, nonSubscribers, now);
  for (const email of nonSubscribers) {
    const row = optOuts.get(email);
    if (row && !row.opted_out_at) recipients.set(email, { email, optOut: { kind: 'campaigns', token: row.token } });
  }
  return [...recipients.values()];
}

const gapMs = (ratePerMinute: number) => Math.ceil(60_000 / ratePerMinute);

/**
 * Stores the campaign and queues one personal mail per recipient, spaced to the sending rate,
 * all in one transaction (no I/O inside it): the outbox worker does the sending.
 */
export async function createCampaign(db: Db, input: CampaignInput, ctx: CampaignContext): Promise<Campaign> {
  const id = randomUUID();
  const stamp = new Date(ctx.now).toISOString();
  await db.transaction().execute(async (trx) => {
    const recipients = await resolveAudience(trx, input.targetAudience, ctx.now);
    await trx
      .insertInto('campaigns')
      .values({
        id,
        name: input.name,
        subject: input.subject,
        content: input.content,
        target_audience: input.targetAudience,
        recipients_total: recipients.length,
        status: 'sending',
        error_count: 0,
        sent_at: stamp,
        created_at: stamp,
      })
      .execute();
    for (const [i, recipient] of recipients.entries()) {
      const mail = personalMail(input, recipient, ctx);
      await enqueueMail(
        trx,
        { ...mail, kind: 'campaign', to: recipient.email, campaignId: id, sendAfter: ctx.now + i * gapMs(ctx.ratePerMinute) },
        ctx.now,
      );
    }
  });
  const created = await findCampaign(db, id);
  if (!created) throw new Error(`Campaign ${id} vanished after creation`);
  return created;
}

type CampaignRow = Database['campaigns'];
type Counts = { queued: number; sent: number; failed: number };

const toCampaign = (row: CampaignRow, counts: Counts): Campaign => ({
  _id: row.id,
  name: row.name,
  subject: row.subject,
  content: row.content,
  targetAudience: row.target_audience as Campaign['targetAudience'],
  // The stored status says whether sending may go on; 'sent' is when nothing is left to send.
  status: row.status === 'paused' ? 'paused' : counts.queued > 0 ? 'sending' : 'sent',
  recipients: { total: row.recipients_total, sent: counts.sent, failed: counts.failed },
  sentAt: row.sent_at ?? row.created_at,
  createdAt: row.created_at,
});

async function outboxCounts(db: Db, campaignId?: string): Promise<Map<string, Counts>> {
  let query = db
    .selectFrom('outbox')
    .select(['campaign_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('campaign_id', 'is not', null)
    .groupBy(['campaign_id', 'status']);
  if (campaignId) query = query.where('campaign_id', '=', campaignId);
  const counts = new Map<string, Counts>();
  for (const row of await query.execute()) {
    const entry = counts.get(row.campaign_id!) ?? { queued: 0, sent: 0, failed: 0 };
    if (row.status === 'sent') entry.sent += Number(row.n);
    else if (row.status === 'failed') entry.failed += Number(row.n);
    else entry.queued += Number(row.n);
    counts.set(row.campaign_id!, entry);
  }
  return counts;
}

const NO_MAILS: Counts = { queued: 0, sent: 0, failed: 0 };

/** Campaigns newest first, with how many of their mails were sent and failed so far. */
export async function listCampaigns(db: Db): Promise<Campaign[]> {
  const rows = await db.selectFrom('campaigns').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  const counts = await outboxCounts(db);
  return rows.map((row) => toCampaign(row, counts.get(row.id) ?? NO_MAILS));
}

export async function findCampaign(db: Db, id: string): Promise<Campaign | undefined> {
  const row = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCampaign(row, (await outboxCounts(db, id)).get(id) ?? NO_MAILS);
}

export type ResumeResult = { ok: true; campaign: Campaign } | { ok: false; reason: 'not-found' | 'not-paused' };

/**
 * Sends the rest of a paused campaign: its unsent mails (failed ones too) are queued again,
 * spaced from now. Sent mails are never touched, so nobody gets the campaign twice.
 */
export async function resumeCampaign(db: Db, id: string, ctx: { now: number; ratePerMinute: number }): Promise<ResumeResult> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('campaigns').select('status').where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found' as const;
    if (row.status !== 'paused') return 'not-paused' as const;
    await trx.updateTable('campaigns').set({ status: 'sending', error_count: 0 }).where('id', '=', id).execute();
    const unsent = await trx
      .selectFrom('outbox')
      .select('id')
      .where('campaign_id', '=', id)
      .where('status', 'in', ['queued', 'failed'])
      .orderBy('id')
      .execute();
    for (const [i, mail] of unsent.entries()) {
      await trx
        .updateTable('outbox')
        .set({ status: 'queued', attempts: 0, next_attempt_at: ctx.now + i * gapMs(ctx.ratePerMinute) })
        .where('id', '=', mail.id)
        .execute();
    }
    return 'resumed' as const;
  });
  if (outcome !== 'resumed') return { ok: false, reason: outcome };
  return { ok: true, campaign: (await findCampaign(db, id))! };
}

/** One-click or page opt-out of a contact who is not a subscriber; true when it took effect. */
export async function optOut(db: Db, token: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_opt_outs')
    .set({ opted_out_at: new Date(now).toISOString() })
    .where('token', '=', token)
    .where('opted_out_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
