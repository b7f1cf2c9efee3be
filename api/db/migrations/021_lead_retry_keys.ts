import type { Kysely } from 'kysely';
import { MS_TIME } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A lead form's Idempotency-Key, stored in the transaction that stores the lead: a retry of a
  // committed lead finds it and writes nothing. `id` is a digest of the verified sender and the
  // key, so keys are per sender and the table holds no address. Swept after a day.
  await db.schema
    .createTable('lead_retry_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', MS_TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_retry_keys_created_at').on('lead_retry_keys').column('created_at').execute();
}
