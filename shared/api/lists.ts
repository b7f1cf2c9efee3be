import { Type, type TSchema } from 'typebox';
import { LIST_PAGE_MAX, SORT_ORDERS } from '../constants.ts';
import { EMAIL_MAX_LENGTH, Id, Text } from './common.ts';
import { LEAD_STATUSES } from './pipeline.ts';

/**
 * The longest search of a list: a whole e-mail address, as staff paste one and as the admin's
 * links to a lead (Dashboard, a person's timeline, an alert) look the lead up by its address.
 */
export const SEARCH_MAX_LENGTH = EMAIL_MAX_LENGTH;

/**
 * The query of every paged admin list (issue 17): `limit` rows after `cursor` (the previous
 * page's `nextCursor`), ordered by one of the list's `sort` keys, optionally only rows whose
 * name, e-mail or subject starts with `q`. Without any of them the answer is the first page,
 * newest first.
 */
export const ListQuery = <const Sorts extends readonly string[]>(sorts: Sorts) =>
  Type.Object({
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIST_PAGE_MAX })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 600, pattern: '^[A-Za-z0-9_-]+$' })),
    sort: Type.Optional(Type.Enum(sorts)),
    order: Type.Optional(Type.Enum(SORT_ORDERS)),
    q: Type.Optional(Text(SEARCH_MAX_LENGTH)),
  });

/**
 * The lead lists (contacts, quotes) also narrow by pipeline stage (`open`: any stage still worth a
 * follow-up) and by owner (a staff account's id, or `none` for the unassigned), issue 18.
 */
const LEAD_STATUS_FILTERS = [...LEAD_STATUSES, 'open'] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
export const UNASSIGNED = 'none';
const LEAD_LIST_FILTERS = {
  status: Type.Optional(Type.Enum(LEAD_STATUS_FILTERS)),
  owner: Type.Optional(Id),
};

/** The query of the contacts and quotes lists: every list's, plus the lead filters. */
export const LeadListQuery = <const Sorts extends readonly string[]>(sorts: Sorts) =>
  Type.Object({ ...ListQuery(sorts).properties, ...LEAD_LIST_FILTERS });

export interface ListParams<Sort extends string = string> {
  /** Lead lists only: a stage, or `open`. */
  status?: LeadStatusFilter;
  /** Lead lists only: a staff account's id, or `none`. */
  owner?: string;
  /** The audit log only (issue 18): one staff member's address, one kind of record, a time span in ms. */
  staff?: string;
  entity?: string;
  from?: number;
  to?: number;
  limit?: number;
  cursor?: string;
  sort?: Sort;
  order?: (typeof SORT_ORDERS)[number];
  q?: string;
}

/**
 * A page of a list: the spec's `{ success, data }` plus where the next page starts (null on the
 * last) and how many rows match; `totalCapped` means "at least `total`" (a search matching more
 * rows than are worth counting).
 */
export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Array(item),
    nextCursor: Type.Union([Type.String(), Type.Null()]),
    total: Type.Integer(),
    totalCapped: Type.Boolean(),
  });

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}
export type PageAnswer<T> = Page<T> & { success: true };

/** Sort keys of each list, shared by the routes' schemas and the admin's column headers. */
export const LIST_SORTS = {
  contacts: ['date', 'name', 'email', 'stage', 'follow_up'],
  quotes: ['date', 'name', 'email', 'stage', 'follow_up'],
  subscribers: ['date', 'email'],
  campaigns: ['date', 'name'],
  files: ['date', 'name'],
  templates: ['date', 'name'],
  audit: ['date'],
  posts: ['date', 'title'],
} as const;
export type ListName = keyof typeof LIST_SORTS;
/** The lists that take the lead filters. */
export const LEAD_LISTS: readonly ListName[] = ['contacts', 'quotes'];
export type SortOf<L extends ListName> = (typeof LIST_SORTS)[L][number];
