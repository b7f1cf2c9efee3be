import { randomBytes, randomUUID } from 'node:crypto';
import type { Subscriber } from '../../../shared/api/newsletter.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { htmlToText, renderSystemMail } from '../../mail/templates.ts';
import { listHeaders, unsubscribePageUrl, withUnsubscribeLink } from '../../services/unsubscribe-links.ts';
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
  input: { email: string; source: string; siteName: string; publicUrl: string; now: number },
): Promise<void> {
  const { email, now } = input;
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();
    if (existing?.status === 'active') return;
    const token = existing?.confirm_token ?? newToken();
    if (!(await queueConfirmation(trx, { ...input, token }))) return;
    if (!existing) {
      await trx
        .insertInto('subscribers')
        .values({
          id: randomUUID(),
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
  input: { token: string; siteName: string; publicUrl: string; now: number },
): Promise<boolean> {
  const row = await db.selectFrom('subscribers').selectAll().where('confirm_token', '=', input.token).executeTakeFirst();
  if (!row) return false;
  const unsubscribeUrl = unsubscribePageUrl(input.publicUrl, row.email, row.unsubscribe_token);
  const welcome = await renderSystemMail(db, 'newsletter_welcome', { email: row.email, siteName: input.siteName, unsubscribeUrl });
  const mail = withUnsubscribeLink(welcome, unsubscribeUrl, htmlToText);
  return db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable('subscribers')
      .set({ status: 'active', confirm_token: null, subscribed_at: new Date(input.now).toISOString(), unsubscribed_at: null })
      .where('id', '=', row.id)
      .where('confirm_token', '=', input.token)
      .executeTakeFirst();
    if (confirmed.numUpdatedRows === 0n) return false;
    await enqueueMail(
      trx,
      { ...mail, kind: 'newsletter-welcome', to: row.email, headers: listHeaders(input.publicUrl, row.unsubscribe_token) },
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
  let row = db.selectFrom('subscribers').select(['id', 'status']).where('unsubscribe_token', '=', token);
  if (email !== undefined) row = row.where('email', '=', email);
  const subscriber = await row.executeTakeFirst();
  if (!subscriber) return false;
  if (subscriber.status !== 'unsubscribed') {
    await db
      .updateTable('subscribers')
      .set({ status: 'unsubscribed', confirm_token: null, unsubscribed_at: new Date(now).toISOString() })
      .where('id', '=', subscriber.id)
      .execute();
  }
  return true;
}

/** Staff unsubscribe an address (admin list); true when an active subscription was ended. */
export async function unsubscribeEmail(db: Db, email: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: new Date(now).toISOString() })
    .where('email', '=', email)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every subscriber, active or not, newest first (the admin's Newsletter tab). */
export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.selectFrom('subscribers').selectAll().orderBy('subscribed_at', 'desc').orderBy('id').execute();
  return rows.map(toSubscriber);
}
