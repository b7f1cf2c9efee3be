import type { Kysely } from 'kysely';
import { MS_TIME, serialId, type DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Every lead gets a stage, an owner among the staff and a follow-up day (issue 18). One column
  // per statement: SQLite adds one column per ALTER TABLE.
  for (const table of ['contacts', 'quotes']) {
    await db.schema.alterTable(table).addColumn('status', 'text', (c) => c.notNull().defaultTo('new')).execute();
    await db.schema.alterTable(table).addColumn('lost_reason', 'text').execute();
    await db.schema.alterTable(table).addColumn('owner_id', 'text').execute();
    await db.schema.alterTable(table).addColumn('follow_up_on', 'text').execute();
    await db.schema.createIndex(`${table}_status`).on(table).column('status').execute();
    await db.schema.createIndex(`${table}_follow_up_on`).on(table).column('follow_up_on').execute();
  }
  // The lead's history: staff notes and each change of stage, owner or follow-up day, with who
  // and when. `detail` is the note, or the change as JSON ({ from, to, reason }).
  await db.schema
    .createTable('lead_events')
    .$call(serialId(dialect))
    .addColumn('lead_kind', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('admin_email', 'text')
    .addColumn('created_at', MS_TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_kind', 'lead_id', 'id']).execute();
}
