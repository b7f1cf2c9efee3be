import type { Contact, Quote } from '../../../shared/api/leads.ts';
import type { ListParams, Page, SortOf } from '../../../shared/api/lists.ts';
import { quoteLabels } from '../../../shared/lead-labels.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { pagedReader, type ListSpec } from '../../services/paged-list.ts';
import { readSiteSettings } from '../../services/site-config.ts';

/** Newest first by default; also by name or e-mail; search by name, e-mail or subject/service. */
const leadSorts = { date: { column: 'created_at' }, name: { column: 'name', folded: true }, email: { column: 'email', folded: true } };
const contactList: ListSpec<SortOf<'contacts'>> = { table: 'contacts', sorts: leadSorts, search: ['name', 'email', 'subject'] };
const quoteList: ListSpec<SortOf<'quotes'>> = { table: 'quotes', sorts: leadSorts, search: ['name', 'email', 'service'] };

const toContact = (row: Database['contacts']): Contact => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  verifiedEmail: row.verified_email,
  createdAt: row.created_at,
});

const toQuote = (row: Database['quotes']): Omit<Quote, 'labels'> => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  subService: row.sub_service,
  budget: row.budget,
  timeline: row.timeline,
  message: row.message,
  verifiedEmail: row.verified_email,
  createdAt: row.created_at,
});

/** A page of contact messages (spec: view-only for staff). */
export const listContacts = pagedReader<SortOf<'contacts'>, Database['contacts'], Contact>(contactList, toContact);

const readQuotes = pagedReader<SortOf<'quotes'>, Database['quotes'], Omit<Quote, 'labels'>>(quoteList, toQuote);

/**
 * A page of quote requests, its codes labelled here, not in the dashboard: the label map shares
 * the quote form's option lists, which the admin bundle must not split off into a chunk every
 * public page lists.
 */
export async function listQuotes(db: Db, params: ListParams<SortOf<'quotes'>> = {}): Promise<Page<Quote>> {
  const [page, settings] = await Promise.all([readQuotes(db, params), readSiteSettings(db)]);
  const labels = quoteLabels(settings);
  return {
    ...page,
    data: page.data.map((quote) => ({
      ...quote,
      labels: { service: labels.service(quote.service), budget: labels.budget(quote.budget), timeline: labels.timeline(quote.timeline) },
    })),
  };
}
