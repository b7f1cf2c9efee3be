import type { LeadKind, LeadPipelineDetail, LeadReply } from '../../../shared/api/pipeline.ts';
import type { SiteSettings } from '../../../shared/api/config.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { AGENCY_TIME_ZONE } from '../../../shared/agency-time.ts';
import type { Db } from '../../db/connect.ts';
import { recordAudit } from '../../services/audit.ts';
import { leadContactConsent, withdrawPageUrl } from '../../services/consents.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { escapeHtml } from '../../mail/html.ts';
import { composeMail, mailBrand } from '../../mail/layout.ts';
import { LEAD_TABLES, readLeadPipeline, withLeadLock, type Actor } from './pipeline.ts';

/** The staff's plain text as mail HTML: paragraphs and line breaks kept, nothing interpreted. */
const paragraphs = (text: string) =>
  text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * Staff answer a lead by e-mail from the dashboard (issue 18): the mail goes through the outbox
 * like every other, signed with the agency's name, with the agency's address as Reply-To so the
 * answer reaches the shared inbox rather than the sending server; the reply joins the lead's
 * history in the same transaction, under the lead's lock (withLeadLock). The mail carries the
 * lead's one-click link to withdraw consent to being contacted; once withdrawn, replies are
 * refused. Undefined for an unknown lead.
 */
export async function replyToLead(
  db: Db,
  input: { kind: LeadKind; id: string; reply: LeadReply; actor: Actor; settings: SiteSettings; publicUrl: string; now: number },
): Promise<LeadPipelineDetail | undefined> {
  const { kind, id, reply, settings, now } = input;
  const replied = await withLeadLock(db, kind, id, async (trx) => {
    const lead = await trx.selectFrom(LEAD_TABLES[kind]).select(['email']).where('id', '=', id).executeTakeFirst();
    if (!lead) return false;
    const consent = await leadContactConsent(trx, lead.email);
    if (consent.state === 'withdrawn') {
      const day = new Date(consent.at).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: AGENCY_TIME_ZONE });
      // The lead withdrew their consent to be contacted (issue 18): staff cannot mail them from here.
      throw new ApiError(409, `${lead.email} asked on ${day} not to be contacted about their requests; no mail was sent.`);
    }
    const { siteInfo, contactInfo } = settings;
    const stop =
      consent.state === 'given' && consent.withdrawToken
        ? `<p style="margin:0 0 8px">Rather not hear from us about this? <a href="${escapeHtml(withdrawPageUrl(input.publicUrl, consent.withdrawToken))}">Stop these mails</a>.</p>`
        : '';
    const html = `${paragraphs(reply.message)}<p>${escapeHtml(siteInfo.name)}<br>${escapeHtml(contactInfo.email)} | ${escapeHtml(contactInfo.phone)}</p>`;
    const mail = composeMail(mailBrand(settings, input.publicUrl), { subject: reply.subject, html, footer: stop });
    await enqueueMail(trx, { ...mail, kind: 'lead-reply', to: lead.email.toLowerCase(), headers: { 'Reply-To': contactInfo.email } }, now);
    await trx
      .insertInto('lead_events')
      .values({ lead_kind: kind, lead_id: id, type: 'reply', detail: JSON.stringify({ subject: reply.subject }), admin_email: input.actor.email, created_at: now })
      .execute();
    await recordAudit(trx, input.actor, now, { action: 'reply', entity: kind, entityId: id, after: { to: lead.email.toLowerCase(), ...reply } });
    return true;
  });
  if (!replied) return undefined;
  return readLeadPipeline(db, kind, id);
}
