import type { AdminStats } from '../../../../shared/api/dashboard';
import type { Contact } from '../../../../shared/api/leads';
import type { OpenRightsRequest } from '../../../../shared/api/data-rights';
import { LIST_SORTS, type ListName, type ListParams, type Page } from '../../../../shared/api/lists';
import type { AdminApi, PagedList } from '../api/adminApi';

/** Spec §9: the dashboard's Recent Activity shows the latest 5 contacts. */
const RECENT_ACTIVITY_COUNT = 5;

/** A list loaded whole (or one value, as the stats), and what it shows when it failed to load. */
interface WholeSource<T> {
  load(api: AdminApi): Promise<T>;
  empty: T;
}
/** A list the server pages (issue 17): one page of it is held, at the view staff are on. */
interface PagedSource<T> {
  page(api: AdminApi): PagedList<T>;
}
const whole = <T>(load: (api: AdminApi) => Promise<T>, empty: T): WholeSource<T> => ({ load, empty });
const paged = <T>(page: (api: AdminApi) => PagedList<T>): PagedSource<T> => ({ page });

/**
 * Everything the dashboard caches, by name (spec §4): how each list is loaded. A new list is one
 * entry here; screens read it as `state.data.<name>`, and a write reloads it by naming it
 * (`mutate(..., ['<name>'])`). The lists that grow with the business hold one page each and are
 * named as in shared/api/lists.ts; the content lists hold every item.
 */
const ADMIN_LISTS = {
  /** The totals on the Dashboard's cards and the Newsletter header. */
  stats: whole<AdminStats | null>((api) => api.stats(), null),
  /** Recent Activity: the latest contacts, whatever page the Contacts tab is on. */
  recent: whole<Contact[]>(async (api) => (await api.contacts({ limit: RECENT_ACTIVITY_COUNT })).data, []),
  /** Correction and erasure requests not yet answered: the Dashboard's queue, and the warnings on a lead. */
  rightsRequests: whole<OpenRightsRequest[]>((api) => api.people.rightsRequests(), []),
  contacts: paged((api) => api.contacts),
  quotes: paged((api) => api.quotes),
  projects: whole((api) => api.projects.list(), []),
  services: whole((api) => api.services.list(), []),
  testimonials: whole((api) => api.testimonials.list(), []),
  subscribers: paged((api) => api.subscribers),
  campaigns: paged((api) => api.campaigns.list),
  templates: paged((api) => api.templates.list),
  files: paged((api) => api.files.list),
  /** The Activity tab: a page of the audit log (issue 18). */
  audit: paged((api) => api.audit.list),
  /** The Insights tab: every post, the last edited first. */
  posts: paged((api) => api.posts.list),
} satisfies Record<ListName, PagedSource<unknown>> & Record<string, WholeSource<unknown> | PagedSource<unknown>>;

type Sources = typeof ADMIN_LISTS;
export type DataName = keyof Sources;
export type AdminData = { [N in DataName]: Sources[N] extends PagedSource<infer T> ? Page<T> : Sources[N] extends WholeSource<infer T> ? T : never };
export const DATA_NAMES = Object.keys(ADMIN_LISTS) as DataName[];

const isPaged = (name: DataName): name is ListName => name in LIST_SORTS;

const EMPTY_PAGE: Page<never> = { data: [], nextCursor: null, total: 0, totalCapped: false };

export const EMPTY_DATA = Object.fromEntries(
  DATA_NAMES.map((name) => [name, isPaged(name) ? EMPTY_PAGE : (ADMIN_LISTS[name] as WholeSource<unknown>).empty]),
) as AdminData;

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
export const FIRST_PAGES = Object.fromEntries(Object.keys(LIST_SORTS).map((list) => [list, FIRST_PAGE])) as ListViews;

/**
 * The page a list view shows. A page left empty by a delete (its last rows gone) steps back to
 * the page before, so staff see rows rather than an empty table with rows behind it.
 */
export async function loadListPage(api: AdminApi, list: ListName, view: ListView): Promise<{ page: Page<unknown>; view: ListView }> {
  const read: PagedList<unknown> = ADMIN_LISTS[list].page(api);
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

/** What a load brought: the lists it read, and the views of the paged ones among them. */
export interface LoadedData {
  data: Partial<AdminData>;
  views?: Partial<ListViews>;
}

/**
 * Loads the named lists in parallel, each paged list at the view staff are on. A failed list
 * stays empty (spec §4) while the others still show.
 */
export async function loadAdminData(api: AdminApi, names: readonly DataName[], views: ListViews): Promise<LoadedData> {
  const data: Partial<Record<DataName, unknown>> = {};
  const loadedViews: Partial<ListViews> = {};
  await Promise.all(
    names.map(async (name) => {
      try {
        if (isPaged(name)) ({ page: data[name], view: loadedViews[name] } = await loadListPage(api, name, views[name]));
        else data[name] = await (ADMIN_LISTS[name] as WholeSource<unknown>).load(api);
      } catch (error) {
        console.warn(`Admin ${name} failed to load`, error);
        data[name] = EMPTY_DATA[name];
      }
    }),
  );
  return { data: data as Partial<AdminData>, views: loadedViews };
}
