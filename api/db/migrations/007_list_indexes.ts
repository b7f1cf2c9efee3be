import { sql, type Kysely } from 'kysely';
import type { DialectName } from './columns.ts';

/**
 * Issue 17: staff lists page, sort and search through indexes. Each sort key is indexed together
 * with the row id (the keyset's tie-break), and each searched column in lower case, so a page or
 * a prefix search is an index range whatever the table's size. PostgreSQL builds the folded
 * indexes with the "C" collation: byte order, as SQLite compares, so a prefix is a range.
 */
const LISTS: Record<string, { date: string; folded: string[]; searchOnly?: string[] }> = {
  contacts: { date: 'created_at', folded: ['name', 'email'], searchOnly: ['subject'] },
  quotes: { date: 'created_at', folded: ['name', 'email'], searchOnly: ['service'] },
  subscribers: { date: 'subscribed_at', folded: ['email'] },
  campaigns: { date: 'created_at', folded: ['name'], searchOnly: ['subject'] },
  files: { date: 'created_at', folded: ['original_name'] },
  email_templates: { date: 'updated_at', folded: ['name'], searchOnly: ['subject'] },
};

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName = 'sqlite'): Promise<void> {
  const lower = (column: string) => sql.raw(dialect === 'postgres' ? `(lower(${column}) collate "C")` : `lower(${column})`);
  for (const [table, { date, folded, searchOnly = [] }] of Object.entries(LISTS)) {
    await sql`CREATE INDEX ${sql.id(`${table}_by_${date}`)} ON ${sql.table(table)} (${sql.ref(date)}, id)`.execute(db);
    for (const column of folded) {
      await sql`CREATE INDEX ${sql.id(`${table}_by_${column}`)} ON ${sql.table(table)} (${lower(column)}, id)`.execute(db);
    }
    for (const column of searchOnly) {
      await sql`CREATE INDEX ${sql.id(`${table}_by_${column}`)} ON ${sql.table(table)} (${lower(column)})`.execute(db);
    }
  }
  // The single-column date indexes are covered by the (date, id) ones above.
  await db.schema.dropIndex('contacts_created_at').execute();
  await db.schema.dropIndex('quotes_created_at').execute();
  // The dashboard counts active subscribers.
  await db.schema.createIndex('subscribers_by_status').on('subscribers').column('status').execute();
}
