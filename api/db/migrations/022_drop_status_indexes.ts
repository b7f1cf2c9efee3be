import type { Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // `<table>_status_by_date` (status, created_at, id) answers every question the status-only index
  // did (its first column is status); each index is one more page a lead's commit writes.
  for (const table of ['contacts', 'quotes']) await db.schema.dropIndex(`${table}_status`).ifExists().execute();
}
