import { randomBytes, randomUUID } from 'node:crypto';
import type { Subscriber } from '../../../shared/api/newsletter.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { renderSystemMail } from '../../mail/templates.ts';
import { listHeaders, unsubscribePageUrl } from '../../services/unsubscribe-links.ts';

type SubscriberRow = Database['subscribers'];

const toSubscriber = (row: SubscriberRow): Subscriber => ({
  _id: row.id,
  email: row.email,
  status: row.status,
  source: row.source,
  subscribedAt: row.subscribed_at,
  unsubscribedAt: row.unsubscribed_at,
});

export type SubscribeOutcome = 'subscribed' | 'reactivated' | 'already-subscribed';

/**
 * Idempotent: a new address is added, an unsubscribed one is reactivated, an active one is left
 * alone. The welcome mail is queued with the subscription, in one transaction.
 */
export async function subscribe(
  db: Db,
  input: { email: string; source: string; siteName: string; publicUrl: string; now: number },
): Promise<SubscribeOutcome> {
  const stamp = new Date(input.now).toISOString();
  const existing = await db.selectFrom('subscribers').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (existing?.status === 'active') return 'already-subscribed';
  const token = existing?.unsubscribe_token ?? randomBytes(24).toString('base64url');
  const mail = await renderSystemMail(db, 'newsletter_welcome', {
    email: input.email,
    siteName: input.siteName,
    unsubscribeUrl: unsubscribePageUrl(input.publicUrl, input.email, token),
  });
  await db.transaction().execute(async (trx) => {
    if (existing) {
      await trx
        .updateTable('subscribers')
        .set({ status: 'active', source: input.source, subscribed_at: stamp, unsubscribed_at: null })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('subscribers')
        .values({
          id: randomUUID(),
          email: input.email,
          status: 'active',
          source: input.source,
          unsubscribe_token: token,
          subscribed_at: stamp,
          unsubscribed_at: null,
        })
        .execute();
    }
    await enqueueMail(
      trx,
      { ...mail, kind: 'newsletter-welcome', to: input.email, headers: listHeaders(input.publicUrl, token) },
      input.now,
    );
  });
  return existing ? 'reactivated' : 'subscribed';
}

/** True when an active subscription was ended; false when there was none to end. */
export async function unsubscribeEmail(db: Db, email: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: new Date(now).toISOString() })
    .where('email', '=', email)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function unsubscribeToken(db: Db, token: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: new Date(now).toISOString() })
    .where('unsubscribe_token', '=', token)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Every subscriber, active or not, newest first (the admin's Newsletter tab). */
export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.selectFrom('subscribers').selectAll().orderBy('subscribed_at', 'desc').orderBy('id').execute();
  return rows.map(toSubscriber);
}
