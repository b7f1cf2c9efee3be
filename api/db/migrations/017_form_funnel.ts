import type { Kysely } from 'kysely';
import type { DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  // Issue 18, the form funnel: per day, form (quote, contact), visit source ('' when none) and
  // step (view, code_sent, code_verified, submitted), how many visitors got there. Counts only:
  // nobody's address or words.
  await db.schema
    .createTable('form_funnel_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_funnel_daily_pk', ['day', 'form', 'source', 'step'])
    .execute();
  // The form and source a code was asked for, so its verification counts for the same ones.
  await db.schema.alterTable('otp_codes').addColumn('funnel_form', 'text').execute();
  await db.schema.alterTable('otp_codes').addColumn('funnel_source', 'text').execute();
}
