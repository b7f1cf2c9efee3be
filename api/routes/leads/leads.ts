import type { ContactBody, QuoteBody, VisitSource } from '../../../shared/api/leads.ts';
import type { LeadKind } from '../../../shared/api/pipeline.ts';
import type { SiteSettings } from '../../../shared/api/config.ts';
import { quoteLabels } from '../../../shared/lead-labels.ts';
import type { Db } from '../../db/connect.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { BulkWrite, WriteBatcher } from '../../db/write-batcher.ts';
import type { RouteLimit } from '../../limits.ts';
import { enqueueMails, type QueuedMail } from '../../mail/outbox.ts';
import { mailBrand } from '../../mail/layout.ts';
import { loadTemplates, renderMail, type TemplateVars } from '../../mail/templates.ts';
import { recordConsents, type ConsentGiven } from '../../services/consents.ts';
import { lockLeadWrites, recordLeadAlerts } from '../alerts/alerts.ts';
import { countFunnelSteps, type FunnelStepReached } from '../analytics/funnel.ts';
import { addressCap, capReachedError, keepWithinAddressCaps, type AddressCap, type CapReached } from './address-cap.ts';
import { claimRetryKeys, retryKeyId } from './retry-keys.ts';

export interface LeadContext {
  settings: SiteSettings;
  /** The site's public address: the mails' logo and links. */
  publicUrl: string;
  now: number;
  /** The server's group commit: leads arriving together are written together. */
  batcher?: WriteBatcher;
  /** The form's Idempotency-Key: a lead already stored under it (by this sender, with this content) is not stored again. */
  retryKey?: string;
  /** How many leads one address may send in a rolling window (api/limits.ts); none for the server's own calls. */
  perAddress?: RouteLimit;
}

type LeadRow = ReturnType<typeof leadColumns>;

/**
 * Everything one lead writes: its alert, the lead itself, the consent, the funnel step and two
 * mails. `capReached` is the write's answer when its address had sent its cap (address-cap.ts).
 */
export type LeadWrite = {
  now: number;
  retryKeyId?: string;
  cap?: AddressCap;
  capReached?: CapReached;
  consent: ConsentGiven;
  funnel: FunnelStepReached;
  mails: QueuedMail[];
} & (
  | { kind: 'contact'; row: LeadRow & { subject: string } }
  | { kind: 'quote'; row: LeadRow & { service: string; sub_service: string; budget: string; timeline: string } }
);

/**
 * Writes leads in one transaction with a statement per table, however many a group commit
 * brings: a lead is never stored without its consent, its count, its mails and its retry key, and
 * SMTP is never waited on while the transaction is open (design §5, §7). A lead whose retry key
 * is already stored was stored before: it is left out, and its sender gets the same success.
 */
export const writeLeads: BulkWrite<LeadWrite> = async (trx, batch) => {
  // First, before any row lock: see lockLeadWrites.
  await lockLeadWrites(trx);
  // A batch that failed is written again lead by lead: each is judged afresh.
  for (const lead of batch) delete lead.capReached;
  const leads = await keepWithinAddressCaps(trx, await claimRetryKeys(trx, batch));
  if (!leads.length) return;
  await recordLeadAlerts(trx, leads.map((lead) => ({ kind: lead.kind, id: lead.row.id, now: lead.now })));
  const contacts = leads.flatMap((lead) => (lead.kind === 'contact' ? [lead.row] : []));
  const quotes = leads.flatMap((lead) => (lead.kind === 'quote' ? [lead.row] : []));
  if (contacts.length) await trx.insertInto('contacts').values(contacts).execute();
  if (quotes.length) await trx.insertInto('quotes').values(quotes).execute();
  await recordConsents(trx, leads.map((lead) => lead.consent));
  await countFunnelSteps(trx, leads.map((lead) => lead.funnel));
  await enqueueMails(trx, leads.flatMap((lead) => lead.mails), leads[0].now);
};

/**
 * What every lead writes beside its own row: the consent its form showed, its funnel step, the
 * agency's notification and the sender's confirmation.
 */
async function leadRecords(
  db: Db,
  kind: LeadKind,
  lead: { source: string | null; vars: TemplateVars & { email: string }; body: ContactBody | QuoteBody },
  { settings, publicUrl, now, retryKey, perAddress }: LeadContext,
): Promise<Omit<LeadWrite, 'kind' | 'row'>> {
  const { vars } = lead;
  const common = { ...vars, kind: kind === 'quote' ? 'quote request' : 'message', siteName: settings.siteInfo.name };
  const templates = await loadTemplates(db, ['contact_notification', 'welcome_confirmation']);
  const brand = mailBrand(settings, publicUrl);
  const notification = renderMail(templates.contact_notification, common, brand);
  const confirmation = renderMail(templates.welcome_confirmation, { ...common, phone: settings.contactInfo.phone }, brand);
  return {
    now,
    retryKeyId: retryKey ? retryKeyId(vars.email, retryKey, lead.body) : undefined,
    cap: perAddress && addressCap(perAddress, now),
    consent: { email: vars.email, purpose: 'lead_contact', source: `${kind} form`, now },
    funnel: { form: kind, source: lead.source, step: 'submitted', now },
    mails: [
      { ...notification, kind: 'lead-notification', to: settings.contactInfo.email, headers: { 'Reply-To': vars.email }, queuedAt: now },
      { ...confirmation, kind: 'lead-confirmation', to: vars.email, queuedAt: now },
    ],
  };
}

/**
 * Through the server's group commit when there is one, else in a transaction of its own. A lead
 * over its address's cap is not stored: 429.
 */
async function storeLead(db: Db, lead: LeadWrite, batcher: WriteBatcher | undefined): Promise<void> {
  await (batcher ? batcher.add(writeLeads, lead) : db.transaction().execute((trx) => writeLeads(trx, [lead])));
  if (lead.capReached) throw capReachedError(lead.capReached);
}

/**
 * The columns every lead table shares: who wrote, from which proven address, when, and where
 * their visit came from (blank tags kept as unknown).
 */
const leadColumns = (lead: { name: string; phone?: string; message: string; visit?: VisitSource }, email: string, now: number) => ({
  id: timeOrderedId(now),
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

/** Both submits answer the new lead's id; a retry of a lead already stored under its key stores no row, and its id names none. */
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
  const vars = { name: quote.name, email, phone: quote.phone ?? '', subject: service, message: quote.message, details };
  const records = await leadRecords(db, 'quote', { source: row.utm_source, vars, body: quote }, ctx);
  await storeLead(db, { kind: 'quote', row, ...records }, ctx.batcher);
  return row.id;
}

export async function submitContact(db: Db, contact: ContactBody, email: string, ctx: LeadContext): Promise<string> {
  const row = { ...leadColumns(contact, email, ctx.now), subject: contact.subject };
  const vars = { name: contact.name, email, phone: contact.phone ?? '', subject: contact.subject, message: contact.message, details: '' };
  const records = await leadRecords(db, 'contact', { source: row.utm_source, vars, body: contact }, ctx);
  await storeLead(db, { kind: 'contact', row, ...records }, ctx.batcher);
  return row.id;
}
