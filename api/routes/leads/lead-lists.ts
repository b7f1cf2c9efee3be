import type { Contact, Quote, VisitSource } from '../../../shared/api/leads.ts';
import { UNASSIGNED, type ListParams, type Page, type SortOf } from '../../../shared/api/lists.ts';
import { OPEN_LEAD_STATUSES } from '../../../shared/api/pipeline.ts';
import { quoteLabels } from '../../../shared/lead-labels.ts';
import type { Db } from '../../db/connect.ts';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { FOLLOW_UP_SORT_SQL, STAGE_RANK_SQL } from '../../db/migrations/012_lead_list_filters.ts';
import { pagedReader, type AnyQuery, type ListSpec } from '../../services/paged-list.ts';
import { readSiteSettings } from '../../services/site-config.ts';

/**
 * Newest first by default; also by name, e-mail, pipeline stage (new first) or follow-up day
 * (soonest first, undated last); search by name, e-mail or subject/service.
 */
const leadSorts = {
  date: { column: 'created_at' },
  name: { column: 'name', folded: true },
  email: { column: 'email', folded: true },
  stage: { expression: STAGE_RANK_SQL },
  follow_up: { expression: FOLLOW_UP_SORT_SQL },
};

/** Only leads at one stage (or any open one), and only one staff member's (or nobody's). */
function pipelineFilter(query: AnyQuery, { status, owner }: ListParams): AnyQuery {
  let narrowed = query;
  if (status === 'open') narrowed = narrowed.where('status', 'in', OPEN_LEAD_STATUSES);
  else if (status) narrowed = narrowed.where('status', '=', status);
  if (owner === UNASSIGNED) narrowed = narrowed.where('owner_id', 'is', null);
  else if (owner) narrowed = narrowed.where('owner_id', '=', owner);
  return narrowed;
}
const pipelineFiltered = ({ status, owner }: ListParams) => Boolean(status || owner);

const contactList: ListSpec<SortOf<'contacts'>> = {
  table: 'contacts',
  sorts: leadSorts,
  search: ['name', 'email', 'subject'],
  filter: pipelineFilter,
  filtered: pipelineFiltered,
};
const quoteList: ListSpec<SortOf<'quotes'>> = { ...contactList, table: 'quotes', search: ['name', 'email', 'service'] };

type LeadRow = Selectable<Database['contacts']> | Selectable<Database['quotes']>;

/** Where the lead's visit came from, when anything of it is known (issue 18). */
export function visitOf(row: Pick<LeadRow, 'utm_source' | 'utm_medium' | 'utm_campaign' | 'landing_page' | 'downloaded_brochure'>): VisitSource | undefined {
  const visit = { source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign, landing: row.landing_page, brochure: row.downloaded_brochure === 1 || null };
  const known = Object.entries(visit).filter(([, value]) => value !== null);
  return known.length ? (Object.fromEntries(known) as VisitSource) : undefined;
}

const pipelineOf = (row: LeadRow) => ({ status: row.status, ownerId: row.owner_id, followUpOn: row.follow_up_on, visit: visitOf(row) });

const toContact = (row: Selectable<Database['contacts']>): Contact => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  verifiedEmail: row.verified_email,
  createdAt: row.created_at,
  ...pipelineOf(row),
});

const toQuote = (row: Selectable<Database['quotes']>): Omit<Quote, 'labels'> => ({
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
  ...pipelineOf(row),
});

/** A page of contact messages (spec: view-only for staff). */
export const listContacts = pagedReader<SortOf<'contacts'>, Selectable<Database['contacts']>, Contact>(contactList, toContact);

const readQuotes = pagedReader<SortOf<'quotes'>, Selectable<Database['quotes']>, Omit<Quote, 'labels'>>(quoteList, toQuote);

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
