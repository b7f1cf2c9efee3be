import type { Contact, Quote } from '../../../shared/api/leads.ts';
import { quoteLabels } from '../../../shared/lead-labels.ts';
import type { Db } from '../../db/connect.ts';
import { readSiteSettings } from '../../services/site-config.ts';

/** Contact messages, newest first (spec: view-only for staff). */
export async function listContacts(db: Db): Promise<Contact[]> {
  const rows = await db.selectFrom('contacts').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    verifiedEmail: row.verified_email,
    createdAt: row.created_at,
  }));
}

/** Quote requests, newest first. */
export async function listQuotes(db: Db): Promise<Quote[]> {
  const rows = await db.selectFrom('quotes').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
  // Labelled here, not in the dashboard: the label map shares the quote form's option lists,
  // which the admin bundle must not split off into a chunk every public page lists.
  const labels = quoteLabels(await readSiteSettings(db));
  return rows.map((row) => ({
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
    labels: { service: labels.service(row.service), budget: labels.budget(row.budget), timeline: labels.timeline(row.timeline) },
  }));
}
