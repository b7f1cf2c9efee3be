import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { LIST_COUNT_CAP, LIST_PAGE_SIZE, type SortOrder } from '../../shared/constants.ts';
import { ApiError } from '../../shared/api/errors.ts';
import type { ListParams, Page } from '../../shared/api/lists.ts';
import { dialectOf, type Db, type DialectName } from '../db/connect.ts';
import { nextTurn } from '../db/batches.ts';
import type { Database } from '../db/schema.ts';

/**
 * Keyset pages of the staff lists (issue 17). Every sort key is an indexed expression paired with
 * the row's id (migration 006), so a page is one index range scan whatever the page number:
 * `WHERE (key, id) < (last key, last id) ORDER BY key DESC, id DESC LIMIT n`. Row-value
 * comparisons are understood by both engines' planners; the spelled-out OR form made SQLite
 * rescan the index for every page.
 */

/**
 * A sort key: a column, or its lower-case form (names and e-mails sort and search without case),
 * or an SQL expression both engines read alike, written exactly as its index is (SQLite uses an
 * expression index only for the very same expression, literals included).
 */
export type SortKey = { column: string; folded?: boolean } | { expression: string };

export interface ListSpec<Sort extends string> {
  table: keyof Database;
  sorts: Record<Sort, SortKey>;
  /** The columns `q` is matched against, as a case-insensitive prefix; each has a folded index. */
  search: string[];
  /** Narrows the rows by the list's own filters (the lead lists' stage and owner), if given. */
  filter?(query: AnyQuery, params: ListParams): AnyQuery;
  /** Whether `params` holds any of those filters (a filtered list is counted, not looked up). */
  filtered?(params: ListParams): boolean;
}

/**
 * The folded (lower-case) form of a column as its index stores it. PostgreSQL compares text by
 * the database's locale, where a prefix range is not a prefix match; the "C" collation compares
 * bytes like SQLite does, and the index is built with it (migration 006).
 */
export function folded(column: string, dialect: DialectName): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`lower(${sql.ref(column)}) collate "C"` : sql<string>`lower(${sql.ref(column)})`;
}

/** What each engine's lower() does to the query text: SQLite folds only ASCII letters. */
const foldText = (text: string, dialect: DialectName) =>
  dialect === 'postgres' ? text.toLowerCase() : text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** [prefix, first string after every string with that prefix) in byte (code point) order. */
export function prefixRange(prefix: string): [string, string] {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return [prefix, points.join('') + String.fromCodePoint(Math.min(last + 1, 0x10ffff))];
}

const keyExpression = (key: SortKey, dialect: DialectName) => {
  if ('expression' in key) return sql.raw(key.expression);
  return key.folded ? folded(key.column, dialect) : sql.ref(key.column);
};

// The id is text for most lists, a number for auto-numbered tables (the audit log).
type Cursor = [sort: string, order: SortOrder, value: string | number, id: string | number];

const CURSOR_NOT_VALID = 'cursor is not valid: use the nextCursor of the previous page';

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string, sort: string, order: SortOrder): Cursor {
  let cursor: unknown;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString());
  } catch {
    throw new ApiError(400, CURSOR_NOT_VALID);
  }
  const valid =
    Array.isArray(cursor) &&
    cursor.length === 4 &&
    ['string', 'number'].includes(typeof cursor[2]) &&
    ['string', 'number'].includes(typeof cursor[3]);
  if (!valid) throw new ApiError(400, CURSOR_NOT_VALID);
  const [cursorSort, cursorOrder] = cursor as Cursor;
  if (cursorSort !== sort || cursorOrder !== order) throw new ApiError(400, 'cursor belongs to another sort order: start again without it');
  return cursor as Cursor;
}

// Kysely cannot type a table chosen at run time; the specs name real tables and columns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Db) => db as unknown as Kysely<any>;

/** Above this many matches a search reads the list in its sort order and filters, see `matching`. */
const DENSE_MATCHES = 2_000;

/**
 * The rows `q` selects: any search column starting with it. A search matching few rows reads
 * them through the folded indexes and sorts them; one matching many (a common first name) would
 * sort thousands of rows for one page, so on SQLite its terms are kept off the indexes (unary +)
 * and the rows are read in the sort key's index order until the page is full, a few rows apart.
 * PostgreSQL's planner makes that choice itself from its statistics.
 */
function matching(db: Db, spec: ListSpec<string>, params: ListParams, dense = false): AnyQuery {
  const all = untyped(db).selectFrom(spec.table);
  const query = spec.filter ? spec.filter(all, params) : all;
  const text = params.q?.trim();
  if (!text) return query;
  const dialect = dialectOf(db);
  const [from, to] = prefixRange(foldText(text, dialect));
  const unindexed = dense && dialect === 'sqlite' ? sql.raw('+') : sql.raw('');
  return query.where((eb) =>
    eb.or(
      spec.search.map(
        (column) => sql<boolean>`(${unindexed}${folded(column, dialect)} >= ${from} and ${unindexed}${folded(column, dialect)} < ${to})`,
      ),
    ),
  );
}

/** One page of rows in the asked order, the cursor of the next page and the matching total. */
export async function pageRows<Sort extends string, Row extends { id: string | number }>(
  db: Db,
  spec: ListSpec<Sort>,
  params: ListParams<Sort>,
  defaults: { sort: Sort; order: SortOrder },
): Promise<Page<Row>> {
  const sort = params.sort ?? defaults.sort;
  const order = params.order ?? defaults.order;
  const limit = params.limit ?? LIST_PAGE_SIZE;
  const key = spec.sorts[sort];
  const dialect = dialectOf(db);
  const expression = keyExpression(key, dialect);
  const counted = await countMatching(db, spec, params);
  const dense = counted.totalCapped || counted.total > DENSE_MATCHES;
  let query = matching(db, spec, params, dense).selectAll().select(expression.as('sort_key'));
  if (params.cursor) {
    const [, , value, id] = decodeCursor(params.cursor, sort, order);
    const [after, reach] = order === 'desc' ? [sql.raw('<'), sql.raw('<=')] : [sql.raw('>'), sql.raw('>=')];
    // The first term is the index range SQLite seeks to (it does not seek on a row value over an
    // expression index); the row value then drops the rows of that key already shown.
    query = query
      .where(sql<boolean>`${expression} ${reach} ${value}`)
      .where(sql<boolean>`(${expression}, ${sql.ref('id')}) ${after} (${value}, ${id})`);
  }
  const rows = (await query
    .orderBy(expression, order)
    .orderBy('id', order)
    .limit(limit + 1)
    .execute()
    .catch((error: unknown) => {
      // A hand-made cursor whose value the key cannot be compared with (1.5 or "abc" for a bigint
      // column): PostgreSQL refuses it with a data exception (SQLSTATE class 22); SQLite compares
      // across types and answers some page.
      if (params.cursor && /^22/.test(String((error as { code?: unknown }).code))) throw new ApiError(400, CURSOR_NOT_VALID);
      throw error;
    })) as (Row & { sort_key: string | number })[];
  const more = rows.length > limit;
  const data = rows.slice(0, limit);
  const last = data.at(-1);
  return {
    data: data.map(({ sort_key: _key, ...row }) => row as unknown as Row),
    nextCursor: more && last ? encodeCursor([sort, order, last.sort_key, last.id]) : null,
    ...counted,
  };
}

/**
 * A list's page reader: every staff list starts newest first, and maps its rows to the API's
 * records (`_id`, camelCase).
 */
export function pagedReader<Sort extends string, Row extends { id: string }, Item>(spec: ListSpec<Sort>, toItem: (row: Row) => Item) {
  return async (db: Db, params: ListParams<Sort> = {}): Promise<Page<Item>> => {
    const page = await pageRows<Sort, Row>(db, spec, params, { sort: 'date' as Sort, order: 'desc' });
    return { ...page, data: page.data.map(toItem) };
  };
}

const COUNT_TTL_MS = 30_000;
/** Exact counts of big tables, per database handle: counting a million rows is not per-request work. */
const bigCounts = new WeakMap<Db, Map<string, { n: number; at: number }>>();

/**
 * How many rows a table (optionally filtered by one column) holds. Exact and fresh up to the cap
 * (a capped count reads at most that many index entries); above it, an exact count taken at most
 * every 30 s, so a busy list never counts a million rows per request.
 */
export async function countRows(
  db: Db,
  table: keyof Database,
  where?: { column: string; value: string },
  now = Date.now(),
): Promise<number> {
  let query = untyped(db).selectFrom(table);
  if (where) query = query.where(where.column, '=', where.value);
  const capped = await countUpTo(db, query);
  if (capped <= LIST_COUNT_CAP) return capped;
  const key = where ? `${table}:${where.column}=${where.value}` : table;
  const cache = bigCounts.get(db) ?? new Map<string, { n: number; at: number }>();
  bigCounts.set(db, cache);
  const cached = cache.get(key);
  if (cached && now - cached.at < COUNT_TTL_MS) return cached.n;
  const n = dialectOf(db) === 'sqlite' ? await countInSteps(db, query) : Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  cache.set(key, { n, at: now });
  return n;
}

const COUNT_STEP = 50_000;

/**
 * better-sqlite3 runs a query on the event loop: counting a million rows at once would hold every
 * visitor for the whole count. So SQLite counts in rowid ranges of 50,000 index entries (a few
 * milliseconds each) with a turn of the event loop between them. (PostgreSQL counts on its own
 * server process while this one goes on serving.)
 */
async function countInSteps(db: Db, query: AnyQuery): Promise<number> {
  let total = 0;
  let after = 0;
  for (;;) {
    const step = query.select(sql<number>`rowid`.as('r')).where(sql.ref('rowid'), '>', after).orderBy(sql.ref('rowid')).limit(COUNT_STEP);
    const { n, last } = await untyped(db)
      .selectFrom(step.as('step'))
      .select([sql<number>`count(*)`.as('n'), sql<number>`max(r)`.as('last')])
      .executeTakeFirstOrThrow();
    total += Number(n);
    if (Number(n) < COUNT_STEP) return total;
    after = Number(last);
    await nextTurn();
  }
}

async function countUpTo(db: Db, query: AnyQuery): Promise<number> {
  const { n } = await untyped(db)
    .selectFrom(query.select(sql`1`.as('one')).limit(LIST_COUNT_CAP + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function countMatching(db: Db, spec: ListSpec<string>, params: ListParams): Promise<{ total: number; totalCapped: boolean }> {
  if (!params.q?.trim() && !spec.filtered?.(params)) return { total: await countRows(db, spec.table), totalCapped: false };
  const n = await countUpTo(db, matching(db, spec, params));
  return n > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
}
