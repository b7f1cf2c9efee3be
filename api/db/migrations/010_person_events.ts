import type { Kysely } from 'kysely';
import { MS_TIME, serialId, type DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // What a person did that leaves no row of its own (issue 18, the timeline per address): codes
  // requested and verified, newsletter sign-ups, confirmations and unsubscribes, campaign opt-outs.
  await db.schema
    .createTable('person_events')
    .$call(serialId(dialect))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', MS_TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('person_events_email').on('person_events').columns(['email', 'created_at']).execute();
}
