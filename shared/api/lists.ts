import { Type, type Static, type TSchema } from 'typebox';
import { LIST_PAGE_MAX, SORT_ORDERS } from '../constants.ts';
import { Text } from './common.ts';

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
    q: Type.Optional(Text(100)),
  });

export interface ListParams<Sort extends string = string> {
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
  contacts: ['date', 'name', 'email'],
  quotes: ['date', 'name', 'email'],
  subscribers: ['date', 'email'],
  campaigns: ['date', 'name'],
  files: ['date', 'name'],
  templates: ['date', 'name'],
} as const;
export type ListName = keyof typeof LIST_SORTS;
export type SortOf<L extends ListName> = (typeof LIST_SORTS)[L][number];

export type ListQueryOf<L extends ListName> = Static<ReturnType<typeof ListQuery<(typeof LIST_SORTS)[L]>>>;
