import { sql, type RawBuilder } from 'kysely';

/** What a daily counter counts the keys past its day's bound under. */
export const OTHER_KEY = 'other';

/**
 * The key a daily counter counts under, for keys any visitor can make up (a page path, a referrer,
 * a visit source): the key itself when its day already counts it, or still counts fewer than
 * `bound` keys, else OTHER_KEY. Decided inside the statement that counts it, so a script sending
 * made-up keys by the thousand leaves a day with `bound` rows (on PostgreSQL, keys new at the very
 * same moment can pass the bound together).
 */
export function keyWithinDailyBound(counter: { table: string; column: string; day: RawBuilder<boolean> }, key: string, bound: number): RawBuilder<string> {
  const table = sql.table(counter.table);
  const column = sql.ref(counter.column);
  const known = sql<boolean>`EXISTS (SELECT 1 FROM ${table} WHERE ${counter.day} AND ${column} = ${key})`;
  const room = sql<boolean>`(SELECT count(DISTINCT ${column}) FROM ${table} WHERE ${counter.day}) < ${bound}`;
  return sql<string>`CASE WHEN ${key} = '' OR ${known} OR ${room} THEN ${key} ELSE ${OTHER_KEY} END`;
}
