import type { Contact, Quote } from '../../../shared/api/leads.ts';
import type { SortOf } from '../../../shared/api/lists.ts';
import type { Database } from '../../db/schema.ts';
import { pagedReader, type ListSpec } from '../../services/paged-list.ts';

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

const toQuote = (row: Database['quotes']): Quote => ({
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

/** A page of quote requests. */
export const listQuotes = pagedReader<SortOf<'quotes'>, Database['quotes'], Quote>(quoteList, toQuote);
