import { sql, type Kysely } from 'kysely';
import type { DialectName } from './columns.ts';

/**
 * The lead lists' stage order as a number (new first, lost last), so "by stage" sorts the way
 * the pipeline runs rather than alphabetically. The list query uses this very text: SQLite picks
 * an expression index only for the same expression, literals included.
 */
export const STAGE_RANK_SQL = `(CASE status WHEN 'new' THEN 0 WHEN 'contacted' THEN 1 WHEN 'proposal_sent' THEN 2 WHEN 'won' THEN 3 ELSE 4 END)`;
/** The follow-up day for sorting: leads without one come after every dated one. */
export const FOLLOW_UP_SORT_SQL = `(COALESCE(follow_up_on, '9999-12-31'))`;

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  // Issue 18: the contacts and quotes lists sort by stage and by follow-up day (keyset pages, as
  // every list: key and id), and filter by stage or owner newest first.
  for (const table of ['contacts', 'quotes']) {
    await sql`CREATE INDEX ${sql.id(`${table}_by_stage`)} ON ${sql.table(table)} (${sql.raw(STAGE_RANK_SQL)}, id)`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_by_follow_up`)} ON ${sql.table(table)} (${sql.raw(FOLLOW_UP_SORT_SQL)}, id)`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_status_by_date`)} ON ${sql.table(table)} (status, created_at, id)`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_owner_by_date`)} ON ${sql.table(table)} (owner_id, created_at, id)`.execute(db);
  }
}
