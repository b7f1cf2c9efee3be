import type { Kysely } from 'kysely';
import { MS_TIME, serialId, type DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName = 'sqlite'): Promise<void> {
  // Failed staff sign-ins, counted per IP and per address over a sliding window (design §7).
  await db.schema
    .createTable('login_failures')
    .$call(serialId(dialect))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', MS_TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'created_at']).execute();

  // Unsubscribe tokens of campaign recipients who are not newsletter subscribers (contact and
  // quote senders); opted_out_at set means: no more campaigns to this address.
  await db.schema
    .createTable('mail_opt_outs')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('opted_out_at', 'text')
    .execute();

  await db.schema.createIndex('outbox_campaign_status').on('outbox').columns(['campaign_id', 'status']).execute();
  await db.schema.createIndex('visitor_events_name_value').on('visitor_events').columns(['name', 'day', 'value']).execute();
}
