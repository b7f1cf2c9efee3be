import type { Kysely } from 'kysely';
import { MS_TIME } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Outbox leases (design §10): a row being sent is held by one claim until lease_until; when the
  // holder dies the lease runs out and another instance may send the row. claimed_by names the
  // claim (instance and claim number), so only that claim can record the row's outcome.
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('lease_until', MS_TIME).execute();
  await db.schema.createIndex('outbox_leases').on('outbox').columns(['status', 'lease_until']).execute();
}
