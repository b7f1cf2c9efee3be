import { randomUUID } from 'node:crypto';
import type { ContactBody, QuoteBody, VisitSource } from '../../../shared/api/leads.ts';
import type { LeadKind } from '../../../shared/api/pipeline.ts';
import type { SiteSettings } from '../../../shared/api/config.ts';
import { quoteLabels } from '../../../shared/lead-labels.ts';
import type { Db } from '../../db/connect.ts';
import type { WriteWork } from '../../db/write-batcher.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { renderSystemMail, type TemplateVars } from '../../mail/templates.ts';
import { recordConsent } from '../../services/consents.ts';
import { recordLeadAlert } from '../alerts/alerts.ts';
import { countFunnelStep } from '../analytics/funnel.ts';

export interface LeadContext {
  settings: SiteSettings;
  now: number;
  /** Runs the write in a transaction; the server passes its group commit. */
  commit?: (work: WriteWork) => Promise<void>;
}

/**
 * Renders the agency notification and the sender's confirmation, then writes the lead and both
 * mails in one transaction: a lead is never stored without its mails, and SMTP is never waited
 * on while the transaction is open (design §5, §7).
 */
async function storeLeadWithMails(
  db: Db,
  lead: { kind: LeadKind; id: string },
  vars: TemplateVars & { email: string },
  insertLead: (trx: Db) => Promise<void>,
  { settings, now, commit = (work) => db.transaction().execute(work) }: LeadContext,
): Promise<void> {
  const common = { ...vars, kind: lead.kind === 'quote' ? 'quote request' : 'message', siteName: settings.siteInfo.name };
  const notification = await renderSystemMail(db, 'contact_notification', common);
  const confirmation = await renderSystemMail(db, 'welcome_confirmation', { ...common, phone: settings.contactInfo.phone });
  await commit(async (trx) => {
    // First, before any row lock: see recordLeadAlert.
    await recordLeadAlert(trx, lead.kind, lead.id, now);
    await insertLead(trx);
    await enqueueMail(
      trx,
      { ...notification, kind: 'lead-notification', to: settings.contactInfo.email, headers: { 'Reply-To': vars.email } },
      now,
    );
    await enqueueMail(trx, { ...confirmation, kind: 'lead-confirmation', to: vars.email }, now);
  });
}

/**
 * The columns every lead table shares: who wrote, from which proven address, when, and where
 * their visit came from (blank tags kept as unknown).
 */
const leadColumns = (lead: { name: string; phone?: string; message: string; visit?: VisitSource }, email: string, now: number) => ({
  id: randomUUID(),
  name: lead.name,
  email,
  phone: lead.phone ?? '',
  message: lead.message,
  verified_email: email,
  created_at: new Date(now).toISOString(),
  utm_source: lead.visit?.source?.trim() || null,
  utm_medium: lead.visit?.medium?.trim() || null,
  utm_campaign: lead.visit?.campaign?.trim() || null,
  landing_page: lead.visit?.landing?.trim() || null,
  downloaded_brochure: lead.visit?.brochure ? 1 : 0,
  read_posts: lead.visit?.read?.length ? JSON.stringify([...new Set(lead.visit.read)]) : null,
});

export async function submitQuote(db: Db, quote: QuoteBody, email: string, ctx: LeadContext): Promise<string> {
  const row = { ...leadColumns(quote, email, ctx.now), service: quote.service, sub_service: quote.subService, budget: quote.budget, timeline: quote.timeline };
  // Both mails are read by people: the codes the form posts appear as the form showed them.
  const labels = quoteLabels(ctx.settings);
  const service = labels.service(quote.service);
  const details = [
    `Service: ${service} / ${quote.subService}`,
    `Budget: ${labels.budget(quote.budget)}`,
    `Timeline: ${labels.timeline(quote.timeline)}`,
  ].join(' · ');
  await storeLeadWithMails(
    db,
    { kind: 'quote', id: row.id },
    { name: quote.name, email, phone: quote.phone ?? '', subject: service, message: quote.message, details },
    async (trx) => {
      await trx.insertInto('quotes').values(row).execute();
      await recordConsent(trx, { email, purpose: 'lead_contact', source: 'quote form', now: ctx.now });
      await countFunnelStep(trx, { form: 'quote', source: row.utm_source, step: 'submitted', now: ctx.now });
    },
    ctx,
  );
  return row.id;
}

export async function submitContact(db: Db, contact: ContactBody, email: string, ctx: LeadContext): Promise<string> {
  const row = { ...leadColumns(contact, email, ctx.now), subject: contact.subject };
  await storeLeadWithMails(
    db,
    { kind: 'contact', id: row.id },
    { name: contact.name, email, phone: contact.phone ?? '', subject: contact.subject, message: contact.message, details: '' },
    async (trx) => {
      await trx.insertInto('contacts').values(row).execute();
      await recordConsent(trx, { email, purpose: 'lead_contact', source: 'contact form', now: ctx.now });
      await countFunnelStep(trx, { form: 'contact', source: row.utm_source, step: 'submitted', now: ctx.now });
    },
    ctx,
  );
  return row.id;
}
