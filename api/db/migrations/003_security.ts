import type { Kysely } from 'kysely';
import { MS_TIME, serialId, type DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName = 'sqlite'): Promise<void> {
  // Sign-in throttle (issue 14): one row per throttled key (an address, or an address and IP), so
  // an attempt is reserved with one conditional upsert before the password is checked.
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_at', MS_TIME, (c) => c.notNull())
    .addColumn('next_at', MS_TIME, (c) => c.notNull())
    .execute();
  await db.schema.dropTable('login_failures').execute();

  // Newsletter double opt-in: an address is active only after its confirmation link is opened.
  await db.schema.alterTable('subscribers').addColumn('confirm_token', 'text').execute();
  await db.schema.createIndex('subscribers_confirm_token').unique().on('subscribers').column('confirm_token').execute();
  await db.schema
    .createTable('newsletter_confirm_sends')
    .$call(serialId(dialect))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', MS_TIME, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('newsletter_confirm_sends_email').on('newsletter_confirm_sends').columns(['email', 'created_at']).execute();
}
