import type { RightsRequest } from '../../../shared/api/data-rights.ts';
import type { SiteSettings } from '../../../shared/api/config.ts';
import type { ConsentPurpose } from '../../../shared/content/consent-notices.ts';
import type { Db } from '../../db/connect.ts';
import type { RouteLimit } from '../../limits.ts';
import { withLocks } from '../../db/locks.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { escapeHtml } from '../../mail/html.ts';
import { composeMail, mailBrand } from '../../mail/layout.ts';
import { withdrawConsent } from '../../services/consents.ts';
import { recordPersonEvent } from '../../services/person-events.ts';
import { withdrawLeadCampaignMails } from '../campaigns/campaigns.ts';
import { leaveNewsletter } from '../newsletter/newsletter.ts';

/** A request as its timeline entry names it (the entry's text starts with this). */
export const REQUEST_NAMES: Record<RightsRequest['kind'], string> = { correction: 'a correction of their data', erasure: 'the erasure of their data' };

/** Withdraws one consent of the person's; for the newsletter, the subscription ends with it. */
export async function withdrawMine(db: Db, email: string, purpose: ConsentPurpose, now: number): Promise<void> {
  if (purpose === 'newsletter' && (await leaveNewsletter(db, email, now))) return;
  await db.transaction().execute(async (trx) => {
    await withdrawConsent(trx, email, purpose, 'on the data rights page', now);
    if (purpose === 'lead_contact') await withdrawLeadCampaignMails(trx, email);
  });
}

export type RightsRequestResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A request for correction or erasure: noted on the person's timeline and mailed to the agency
 * (Reply-To the person), in one transaction, unless the address sent its day's requests already
 * (counted under the address's lock, so parallel requests on every instance cannot all pass).
 * Staff act on it from the People tab.
 */
export async function requestRights(
  db: Db,
  request: RightsRequest,
  ctx: { settings: SiteSettings; publicUrl: string; now: number; cap: RouteLimit },
): Promise<RightsRequestResult> {
  const what = REQUEST_NAMES[request.kind];
  const html = `<p>${escapeHtml(request.email)} asked on the data rights page for ${what}:</p><p>${escapeHtml(request.note).replace(/\n/g, '<br>')}</p><p>Their timeline, export and erase are on the People tab of the dashboard.</p>`;
  const { max, timeWindow: windowMs } = ctx.cap;
  return withLocks(db, [`rights-requests:${request.email}`], async (trx) => {
    const recent = await trx
      .selectFrom('person_events')
      .select('created_at')
      .where('email', '=', request.email)
      .where('type', '=', 'rights_requested')
      .where('created_at', '>', ctx.now - windowMs)
      .orderBy('created_at')
      .execute();
    if (recent.length >= max) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0].created_at + windowMs - ctx.now) / 1000)) };
    await recordPersonEvent(trx, request.email, 'rights_requested', ctx.now, `${what}: "${request.note}"`);
    await enqueueMail(
      trx,
      {
        ...composeMail(mailBrand(ctx.settings, ctx.publicUrl), { subject: `Data request: ${request.kind} for ${request.email}`, html }),
        kind: 'rights-request',
        to: ctx.settings.contactInfo.email,
        headers: { 'Reply-To': request.email },
      },
      ctx.now,
    );
    return { ok: true };
  });
}
