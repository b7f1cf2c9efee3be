import type { AdminStats } from '../../../../shared/api/dashboard';
import type { Campaign } from '../../../../shared/api/campaigns';
import type { EmailTemplate } from '../../../../shared/api/email-templates';
import type { FileRecord } from '../../../../shared/api/files';
import type { AuditEntry } from '../../../../shared/api/audit';
import type { Contact, Quote } from '../../../../shared/api/leads';
import type { ListName, ListParams, Page } from '../../../../shared/api/lists';
import type { Subscriber } from '../../../../shared/api/newsletter';
import type { Project } from '../../../../shared/api/projects';
import type { Service } from '../../../../shared/api/services';
import type { Testimonial } from '../../../../shared/api/testimonials';
import type { AdminApi, PagedList } from '../api/adminApi';

/** Spec §9: the dashboard's Recent Activity shows the latest 5 contacts. */
const RECENT_ACTIVITY_COUNT = 5;

/**
 * Everything the dashboard shows, loaded together and cached together (spec §4). The lists that
 * grow with the business hold one page each (issue 17); the content lists hold every item.
 */
export interface AdminData {
  stats: AdminStats | null;
  /** Recent Activity: the latest contacts, whatever page the Contacts tab is on. */
  recent: Contact[];
  contacts: Page<Contact>;
  quotes: Page<Quote>;
  projects: Project[];
  services: Service[];
  testimonials: Testimonial[];
  subscribers: Page<Subscriber>;
  campaigns: Page<Campaign>;
  templates: Page<EmailTemplate>;
  files: Page<FileRecord>;
  /** The Activity tab: a page of the audit log (issue 18). */
  audit: Page<AuditEntry>;
}

export const EMPTY_PAGE: Page<never> = { data: [], nextCursor: null, total: 0, totalCapped: false };

export const EMPTY_DATA: AdminData = {
  stats: null,
  recent: [],
  contacts: EMPTY_PAGE,
  quotes: EMPTY_PAGE,
  projects: [],
  services: [],
  testimonials: [],
  subscribers: EMPTY_PAGE,
  campaigns: EMPTY_PAGE,
  templates: EMPTY_PAGE,
  files: EMPTY_PAGE,
  audit: EMPTY_PAGE,
};

/**
 * Where staff are in a list: the sort, the search and the page (`cursor`, with the cursors of the
 * pages before it for Previous). Kept across reloads, so a save or delete does not send them back
 * to the first page.
 */
export interface ListView {
  sort?: string;
  order?: ListParams['order'];
  q?: string;
  /** The lead lists' stage and owner filters (issue 18). */
  status?: ListParams['status'];
  owner?: string;
  /** The Activity list's filters (issue 18): a staff address, a kind of record, a time span in ms. */
  staff?: string;
  entity?: string;
  from?: number;
  to?: number;
  cursor?: string;
  /** Cursors of the earlier pages, the first page's being undefined. */
  back: (string | undefined)[];
}

export const FIRST_PAGE: ListView = { back: [] };

/** The filters of a view (whichever its list takes), kept when staff search, sort or turn pages. */
export type ListFilters = Pick<ListView, 'status' | 'owner' | 'staff' | 'entity' | 'from' | 'to'>;
export const filtersOf = ({ status, owner, staff, entity, from, to }: ListView): ListFilters => ({ status, owner, staff, entity, from, to });
export type ListViews = Record<ListName, ListView>;
export const FIRST_PAGES: ListViews = {
  contacts: FIRST_PAGE,
  quotes: FIRST_PAGE,
  subscribers: FIRST_PAGE,
  campaigns: FIRST_PAGE,
  files: FIRST_PAGE,
  templates: FIRST_PAGE,
  audit: FIRST_PAGE,
};

const pagedLists = (api: AdminApi): Record<ListName, PagedList<unknown>> => ({
  contacts: api.contacts,
  quotes: api.quotes,
  subscribers: api.subscribers,
  campaigns: api.campaigns.list,
  files: api.files.list,
  templates: api.templates.list,
  audit: api.audit.list,
});

/**
 * The page a list view shows. A page left empty by a delete (its last rows gone) steps back to
 * the page before, so staff see rows rather than an empty table with rows behind it.
 */
export async function loadListPage(api: AdminApi, list: ListName, view: ListView): Promise<{ page: Page<unknown>; view: ListView }> {
  const read = pagedLists(api)[list];
  const { sort, order, q } = view;
  const filters = filtersOf(view);
  let current = view;
  let page = await read({ sort, order, q, ...filters, cursor: current.cursor });
  while (page.data.length === 0 && current.back.length > 0) {
    current = { ...current, cursor: current.back.at(-1), back: current.back.slice(0, -1) };
    page = await read({ sort, order, q, ...filters, cursor: current.cursor });
  }
  return { page, view: current };
}

/** A failed list stays empty (spec §4) while the others still show. */
const orEmpty = async <T>(load: () => Promise<T>, empty: T): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    console.warn('Admin list failed to load', error);
    return empty;
  }
};

/** Loads every list (each at its current page) and the stats in parallel. */
export async function loadAdminData(api: AdminApi, views: ListViews = FIRST_PAGES): Promise<{ data: AdminData; views: ListViews }> {
  const paged = <T>(list: ListName) =>
    orEmpty(async () => (await loadListPage(api, list, views[list])) as { page: Page<T>; view: ListView }, {
      page: EMPTY_PAGE as Page<T>,
      view: views[list],
    });
  const [stats, recent, contacts, quotes, projects, services, testimonials, subscribers, campaigns, templates, files, audit] = await Promise.all([
    api.stats().catch((error: unknown) => {
      console.warn('Admin stats failed to load', error);
      return null;
    }),
    orEmpty(async () => (await api.contacts({ limit: RECENT_ACTIVITY_COUNT })).data, []),
    paged<Contact>('contacts'),
    paged<Quote>('quotes'),
    orEmpty(api.projects.list, []),
    orEmpty(api.services.list, []),
    orEmpty(api.testimonials.list, []),
    paged<Subscriber>('subscribers'),
    paged<Campaign>('campaigns'),
    paged<EmailTemplate>('templates'),
    paged<FileRecord>('files'),
    paged<AuditEntry>('audit'),
  ]);
  return {
    data: {
      stats,
      recent,
      contacts: contacts.page,
      quotes: quotes.page,
      projects,
      services,
      testimonials,
      subscribers: subscribers.page,
      campaigns: campaigns.page,
      templates: templates.page,
      files: files.page,
      audit: audit.page,
    },
    views: {
      contacts: contacts.view,
      quotes: quotes.view,
      subscribers: subscribers.view,
      campaigns: campaigns.view,
      templates: templates.view,
      files: files.view,
      audit: audit.view,
    },
  };
}
