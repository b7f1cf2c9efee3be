import type { RightsRequest } from '../../../shared/api/data-rights.ts';
import type { SiteSettings } from '../../../shared/api/config.ts';
import type { ConsentPurpose } from '../../../shared/content/consent-notices.ts';
import type { Db } from '../../db/connect.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { escapeHtml, htmlToText } from '../../mail/templates.ts';
import { withdrawConsent } from '../../services/consents.ts';
import { recordPersonEvent } from '../../services/person-events.ts';
import { leaveNewsletter } from '../newsletter/newsletter.ts';

const REQUEST_NAMES: Record<RightsRequest['kind'], string> = { correction: 'a correction of their data', erasure: 'the erasure of their data' };

/** Withdraws one consent of the person's; for the newsletter, the subscription ends with it. */
export async function withdrawMine(db: Db, email: string, purpose: ConsentPurpose, now: number): Promise<void> {
  if (purpose === 'newsletter' && (await leaveNewsletter(db, email, now))) return;
  await withdrawConsent(db, email, purpose, 'on the data rights page', now);
}

/**
 * A request for correction or erasure: noted on the person's timeline and mailed to the agency
 * (Reply-To the person), in one transaction. Staff act on it from the People tab.
 */
export async function requestRights(db: Db, request: RightsRequest, ctx: { settings: SiteSettings; now: number }): Promise<void> {
  const what = REQUEST_NAMES[request.kind];
  const html = `<p>${escapeHtml(request.email)} asked on the data rights page for ${what}:</p><p>${escapeHtml(request.note).replace(/\n/g, '<br>')}</p><p>Their timeline, export and erase are on the People tab of the dashboard.</p>`;
  await db.transaction().execute(async (trx) => {
    await recordPersonEvent(trx, request.email, 'rights_requested', ctx.now, `${what}: "${request.note}"`);
    await enqueueMail(
      trx,
      {
        kind: 'rights-request',
        to: ctx.settings.contactInfo.email,
        subject: `Data request: ${request.kind} for ${request.email}`,
        html,
        text: htmlToText(html),
        headers: { 'Reply-To': request.email },
      },
      ctx.now,
    );
  });
}
