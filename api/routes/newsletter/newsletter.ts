import { randomBytes } from 'node:crypto';
import type { SortOf } from '../../../shared/api/lists.ts';
import type { Subscriber } from '../../../shared/api/newsletter.ts';
import type { Db } from '../../db/connect.ts';
import { withLocks } from '../../db/locks.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { recordAudit, type Actor } from '../../services/audit.ts';
import { recordConsent, withdrawConsent } from '../../services/consents.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { MailBrand } from '../../mail/layout.ts';
import { loadTemplate, renderMail } from '../../mail/templates.ts';
import { pagedReader, type ListSpec } from '../../services/paged-list.ts';
import { recordPersonEvent } from '../../services/person-events.ts';
import { listHeaders, unsubscribePageUrl, withUnsubscribeLink } from '../../services/unsubscribe-links.ts';
import { withdrawUnsentCampaignMails } from '../campaigns/campaigns.ts';
import { queueConfirmation } from './confirmation.ts';

type SubscriberRow = Database['subscribers'];

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  _id: row.id,
  email: row.email,
  status: row.status,
  source: row.source,
  subscribedAt: row.subscribed_at,
  unsubscribedAt: row.unsubscribed_at,
});

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Double opt-in: a new address is stored as pending, and a new, pending or unsubscribed address is
 * sent a confirmation link (capped per address, confirmation.ts); it becomes active only when the
 * link is used. An active address is left alone. The caller answers the same in every case, so
 * the answer tells nobody whether an address is subscribed.
 */
export async function subscribe(
  db: Db,
  input: { email: string; source: string; brand: MailBrand; now: number },
): Promise<void> {
  const { email, now } = input;
  await withLocks(db, [`newsletter:${email}`], async (trx) => {
    const existing = await trx.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
    if (existing?.status === 'active') return;
    const token = existing?.confirm_token ?? newToken();
    if (!(await queueConfirmation(trx, { ...input, token }))) return;
    await recordPersonEvent(trx, email, 'newsletter_requested', now, input.source);
    if (!existing) {
      await trx
        .insertInto('subscribers')
        .values({
          id: timeOrderedId(now),
          email,
          status: 'pending',
          source: input.source,
          unsubscribe_token: newToken(),
          confirm_token: token,
          subscribed_at: new Date(now).toISOString(),
          unsubscribed_at: null,
        })
        .execute();
    } else if (!existing.confirm_token) {
      await trx.updateTable('subscribers').set({ confirm_token: token }).where('id', '=', existing.id).execute();
    }
  });
}

/**
 * The confirmation link was used: the address becomes active and gets the welcome mail, with its
 * personal unsubscribe link, in the same transaction. False for a token that is not (or no
 * longer) out.
 */
export async function confirmSubscription(
  db: Db,
  input: { token: string; brand: MailBrand; now: number },
): Promise<boolean> {
  const row = await db.selectFrom('subscribers').selectAll().where('confirm_token', '=', input.token).executeTakeFirst();
  if (!row) return false;
  const { brand } = input;
  const unsubscribeUrl = unsubscribePageUrl(brand.publicUrl, row.email, row.unsubscribe_token);
  const welcome = await loadTemplate(db, 'newsletter_welcome');
  const mail = renderMail(withUnsubscribeLink(welcome), { email: row.email, siteName: brand.name, unsubscribeUrl }, brand);
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('subscribers')
      .set({ status: 'active', confirm_token: null, subscribed_at: new Date(input.now).toISOString(), unsubscribed_at: null })
      .where('id', '=', row.id)
      .where('confirm_token', '=', input.token)
      .executeTakeFirst();
    if (confirmed.numUpdatedRows === 0n) return false;
    await recordPersonEvent(trx, row.email, 'newsletter_confirmed', input.now);
    // Double opt-in: the click on the confirmation link is the consent.
    await recordConsent(trx, { email: row.email, purpose: 'newsletter', source: `newsletter form (${row.source})`, now: input.now });
    await enqueueMail(
      trx,
      { ...mail, kind: 'newsletter-welcome', to: row.email, headers: listHeaders(brand.publicUrl, row.unsubscribe_token) },
      input.now,
    );
    return true;
  });
}

/**
 * Ends a subscription (pending or active) named by its personal token; by link the address must
 * match too. True when the token was valid, whatever the state, so a repeated click still succeeds.
 */
export async function unsubscribeToken(db: Db, token: string, now: number, email?: string): Promise<boolean> {
  let row = db.selectFrom('subscribers').select(['id', 'email', 'status']).where('unsubscribe_token', '=', token);
  if (email !== undefined) row = row.where('email', '=', email);
  const subscriber = await row.executeTakeFirst();
  if (!subscriber) return false;
  await endSubscription(db, { email: subscriber.email, how: 'by the link in a mail', now, from: ['pending', 'active'] });
  return true;
}

/** The person leaves on the data rights page (their address proven by a code); true when a subscription ended. */
export async function leaveNewsletter(db: Db, email: string, now: number): Promise<boolean> {
  return endSubscription(db, { email, how: 'on the data rights page', now, from: ['pending', 'active'] });
}

/** Staff unsubscribe an address (admin list, audited); true when an active subscription was ended. */
export async function unsubscribeEmail(db: Db, email: string, now: number, actor: Actor): Promise<boolean> {
  return endSubscription(db, { email, how: 'by staff', now, from: ['active'], actor });
}

/** One conditional UPDATE ends the subscription; the timeline notes it only when it did. */
async function endSubscription(
  db: Db,
  input: { email: string; how: string; now: number; from: ('pending' | 'active')[]; actor?: Actor },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('subscribers')
      .set({ status: 'unsubscribed', confirm_token: null, unsubscribed_at: new Date(input.now).toISOString() })
      .where('email', '=', input.email)
      .where('status', 'in', input.from)
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) return false;
    await recordPersonEvent(trx, input.email, 'newsletter_unsubscribed', input.now, input.how);
    await withdrawConsent(trx, input.email, 'newsletter', input.how, input.now);
    await withdrawUnsentCampaignMails(trx, input.email);
    if (input.actor) {
      await recordAudit(trx, input.actor, input.now, {
        action: 'unsubscribe',
        entity: 'subscriber',
        entityId: input.email,
        before: { email: input.email, status: 'active' },
        after: { email: input.email, status: 'unsubscribed' },
      });
    }
    return true;
  });
}

const subscriberList: ListSpec<SortOf<'subscribers'>> = {
  table: 'subscribers',
  sorts: { date: { column: 'subscribed_at' }, email: { column: 'email', folded: true } },
  search: ['email'],
};

/** A page of subscribers, active or not, newest first by default (the admin's Newsletter tab). */
export const listSubscribers = pagedReader<SortOf<'subscribers'>, SubscriberRow, Subscriber>(subscriberList, toSubscriber);
