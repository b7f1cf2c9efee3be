import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Campaign, CampaignInput } from '../../../shared/api/campaigns.ts';
import { CAMPAIGN_AUDIENCES, type CampaignAudience } from '../../../shared/constants.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
import type { Database } from '../../db/schema.ts';
import { inChunks, nextTurn } from '../../db/batches.ts';
import { enqueueMails, type QueuedMail } from '../../mail/outbox.ts';
import { recordPersonEvent } from '../../services/person-events.ts';
import { recipientPages, withStillInAudience } from './audience.ts';
import { personalMail, type PersonalMailContext } from './personal-mail.ts';

export { optOutPageUrl } from './personal-mail.ts';

export interface CampaignContext extends PersonalMailContext {
  now: number;
  ratePerMinute: number;
  /** The staff member sending it (audit log). */
  actor: Actor;
}

/** When the mail at `place` (0 first) of a campaign is due, at `ratePerMinute`, counted from `start`. */
const dueAt = (start: number, place: number, ratePerMinute: number) => start + Math.floor((place * 60_000) / ratePerMinute);

/** Mails rendered per turn of the event loop while a campaign is queued. */
const RENDER_SLICE = 100;

/**
 * Stores the campaign and queues one personal mail per recipient, spaced to the sending rate; the
 * outbox worker does the sending. The audience is resolved, rendered and inserted a page at a
 * time (see recipientPages), so neither memory nor any one task grows with its size, and each
 * page's mails are one statement of their own: a long transaction would hold SQLite's single
 * connection, and push gigabytes through its commit, for as long as millions of mails take.
 * Until its last page is in, the campaign is 'preparing': its mails are not sent (delivery-rules)
 * and it is not listed, so nobody sees it half-queued; a creation that fails is removed, and one
 * cut short by a crash is swept (sweepAbandonedCampaigns).
 */
export async function createCampaign(db: Db, input: CampaignInput, ctx: CampaignContext): Promise<Campaign> {
  const id = randomUUID();
  const stamp = new Date(ctx.now).toISOString();
  await db
    .insertInto('campaigns')
    .values({
      id,
      name: input.name,
      subject: input.subject,
      content: input.content,
      target_audience: input.targetAudience,
      recipients_total: 0,
      status: 'preparing',
      error_count: 0,
      sent_at: stamp,
      created_at: stamp,
    })
    .execute();
  try {
    let queued = 0;
    for await (const recipients of recipientPages(db, input.targetAudience, ctx.now)) {
      const mails: QueuedMail[] = [];
      // Rendering a page's mails is the longest step (10-40 ms for 500): a slice per task.
      for (const slice of inChunks(recipients, RENDER_SLICE)) {
        for (const recipient of slice) {
          const sendAfter = dueAt(ctx.now, queued + mails.length, ctx.ratePerMinute);
          mails.push({ ...personalMail(input, recipient, ctx), kind: 'campaign', to: recipient.email, campaignId: id, sendAfter });
        }
        await nextTurn();
      }
      // Anyone erased while the page was rendered is left out (withStillInAudience).
      queued += await withStillInAudience(db, input.targetAudience, mails.map((mail) => mail.to), async (trx, present) => {
        const kept = mails.filter((mail) => present.has(mail.to));
        await enqueueMails(trx, kept, ctx.now);
        return kept.length;
      });
    }
    return await db.transaction().execute(async (trx) => {
      await trx.updateTable('campaigns').set({ status: 'sending', recipients_total: queued }).where('id', '=', id).execute();
      await recordAudit(trx, ctx.actor, ctx.now, {
        action: 'create',
        entity: 'campaign',
        entityId: id,
        after: { _id: id, name: input.name, subject: input.subject, content: input.content, targetAudience: input.targetAudience, recipients: queued },
      });
      const row = await trx.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      // Every mail is queued at this point: known without counting them (millions, at scale).
      return toCampaign(row, { queued, sent: 0, failed: 0, ...(queued > 0 && { lastDue: dueAt(ctx.now, queued - 1, ctx.ratePerMinute) }) });
    });
  } catch (error) {
    await discardCampaigns(db, [id]);
    throw error;
  }
}

/** Removes campaigns and every mail queued for them, in one transaction. */
async function discardCampaigns(db: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('outbox').where('campaign_id', 'in', ids).execute();
    await trx.deleteFrom('campaigns').where('id', 'in', ids).execute();
  });
}

/** Longer than any creation takes (two million mails: under two minutes). */
export const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * Removes campaigns whose creation was cut short (the process stopped while it queued them): still
 * 'preparing' an hour after they began. Any instance may sweep; a live creation is far younger.
 */
export async function sweepAbandonedCampaigns(db: Db, now: number): Promise<number> {
  const before = new Date(now - ABANDONED_AFTER_MS).toISOString();
  const rows = await db.selectFrom('campaigns').select('id').where('status', '=', 'preparing').where('created_at', '<', before).execute();
  await discardCampaigns(
    db,
    rows.map((row) => row.id),
  );
  return rows.length;
}

type CampaignRow = Database['campaigns'];
type Counts = { queued: number; sent: number; failed: number; lastDue?: number };

const toCampaign = (row: CampaignRow, counts: Counts): Campaign => ({
  _id: row.id,
  name: row.name,
  subject: row.subject,
  content: row.content,
  targetAudience: row.target_audience as Campaign['targetAudience'],
  // The stored status says whether sending may go on; 'sent' is when nothing is left to send.
  status: row.status === 'paused' ? 'paused' : counts.queued > 0 ? 'sending' : 'sent',
  recipients: { total: row.recipients_total, sent: counts.sent, failed: counts.failed },
  ...(row.status !== 'paused' && counts.queued > 0 && counts.lastDue !== undefined && { expectedFinishAt: new Date(counts.lastDue).toISOString() }),
  sentAt: row.sent_at ?? row.created_at,
  createdAt: row.created_at,
});

/** How many of a campaign's mails are queued (and the last one's due time), sent and failed. */
async function mailCounts(db: Db, campaignId: string): Promise<Counts> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('next_attempt_at').as('last_due')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  const counts: Counts = { queued: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    if (row.status === 'sent') counts.sent += Number(row.n);
    else if (row.status === 'failed') counts.failed += Number(row.n);
    else {
      counts.queued += Number(row.n);
      counts.lastDue = Math.max(counts.lastDue ?? 0, Number(row.last_due));
    }
  }
  return counts;
}

export async function findCampaign(db: Db, id: string): Promise<Campaign | undefined> {
  const row = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCampaign(row, await mailCounts(db, id));
}

export type ResumeResult = { ok: true; campaign: Campaign } | { ok: false; reason: 'not-found' | 'not-paused' };

/**
 * Sends the rest of a paused campaign: its unsent mails (failed ones too) are queued again,
 * spaced from now. Sent mails are never touched, so nobody gets the campaign twice. The flip from
 * paused to sending is one conditional statement, so of two resumes at once (two admins, two
 * instances) exactly one succeeds.
 */
export async function resumeCampaign(db: Db, id: string, ctx: { now: number; ratePerMinute: number; actor: Actor }): Promise<ResumeResult> {
  const outcome = await db.transaction().execute(async (trx) => {
    const flipped = await trx
      .updateTable('campaigns')
      .set({ status: 'sending', error_count: 0 })
      .where('id', '=', id)
      .where('status', '=', 'paused')
      .executeTakeFirst();
    if (flipped.numUpdatedRows === 0n) {
      const exists = await trx.selectFrom('campaigns').select('id').where('id', '=', id).executeTakeFirst();
      return exists ? ('not-paused' as const) : ('not-found' as const);
    }
    // One statement: each unsent mail's place in line (by id) sets when it is due.
    const unsent = trx
      .selectFrom('outbox')
      .select(['id', sql<number>`row_number() over (order by id)`.as('place')])
      .where('campaign_id', '=', id)
      .where('status', 'in', ['queued', 'failed'])
      .as('unsent');
    await trx
      .updateTable('outbox')
      .from(unsent)
      // dueAt in SQL: both engines divide whole numbers to the whole number below.
      .set({ status: 'queued', attempts: 0, next_attempt_at: sql<number>`${sql.lit(ctx.now)} + (unsent.place - 1) * 60000 / ${sql.lit(ctx.ratePerMinute)}` })
      .whereRef('outbox.id', '=', 'unsent.id')
      .execute();
    await recordAudit(trx, ctx.actor, ctx.now, { action: 'resume', entity: 'campaign', entityId: id, before: { status: 'paused' }, after: { status: 'sending' } });
    return 'resumed' as const;
  });
  if (outcome !== 'resumed') return { ok: false, reason: outcome };
  return { ok: true, campaign: (await findCampaign(db, id))! };
}

/** One-click or page opt-out of a contact who is not a subscriber; true when it took effect. */
export async function optOut(db: Db, token: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('mail_opt_outs')
      .set({ opted_out_at: new Date(now).toISOString() })
      .where('token', '=', token)
      .where('opted_out_at', 'is', null)
      .returning('email')
      .executeTakeFirst();
    if (!row) return false;
    await recordPersonEvent(trx, row.email, 'campaigns_opted_out', now);
    await withdrawUnsentCampaignMails(trx, row.email);
    return true;
  });
}

/**
 * Someone left (newsletter unsubscribe, campaign opt-out): the campaign mails still waiting for
 * them are removed, in the caller's transaction, so a campaign going out at its pace (hours, for a
 * large one) or paused sends nothing more to a person who said stop. That is a campaign's queued
 * mails, and a paused one's failed mails too, which a resume would queue again; a mail already on
 * the wire goes. Each campaign's total drops by the mail it no longer sends, so its count of whom
 * it went to stays true. Read through the (campaign, address) index, a probe per campaign.
 * `audiences` narrows it to the campaigns that reach the person the way they left.
 */
export async function withdrawUnsentCampaignMails(trx: Db, email: string, audiences: readonly CampaignAudience[] = CAMPAIGN_AUDIENCES): Promise<void> {
  const withdrawn = await trx
    .deleteFrom('outbox')
    .where('campaign_id', 'in', trx.selectFrom('campaigns').select('id').where('target_audience', 'in', audiences))
    .where('to_address', '=', email)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'failed'), eb('campaign_id', 'in', trx.selectFrom('campaigns').select('id').where('status', '=', 'paused'))]),
      ]),
    )
    .returning('campaign_id')
    .execute();
  const campaignIds = withdrawn.flatMap((mail) => mail.campaign_id ?? []);
  if (!campaignIds.length) return;
  // One mail per address and campaign (unique index): each campaign named here lost one.
  await trx.updateTable('campaigns').set((eb) => ({ recipients_total: eb('recipients_total', '-', 1) })).where('id', 'in', campaignIds).execute();
}

/**
 * A lead withdrew consent to be contacted about their requests: like campaign creation (see
 * audience.ts), the campaigns that reach them as a lead stop: those to contacts, and those to
 * all users unless they are an active subscriber, whom those reach by the subscription. Run in
 * the withdrawal's own transaction: a consent withdrawn with its mails still queued would be mailed.
 */
export async function withdrawLeadCampaignMails(trx: Db, email: string): Promise<void> {
  const subscribed = await trx.selectFrom('subscribers').select('id').where('email', '=', email).where('status', '=', 'active').executeTakeFirst();
  await withdrawUnsentCampaignMails(trx, email, subscribed ? ['contacts'] : ['contacts', 'all_users']);
}
