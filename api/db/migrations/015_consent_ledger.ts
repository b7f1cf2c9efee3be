import type { Kysely } from 'kysely';
import { MS_TIME, serialId, type DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Issue 18, the consent ledger (DPDP Act 2023 s.6): each consent a person gives, per purpose, with
  // the exact notice they were shown, the form it came from and when; withdrawn in place, never
  // deleted while the person is kept (the record is the proof). A lead's consent carries a token
  // for the one-click withdrawal link in mails about that lead.
  await db.schema
    .createTable('consents')
    .$call(serialId(dialect))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('notice', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('given_at', MS_TIME, (c) => c.notNull())
    .addColumn('withdrawn_at', MS_TIME)
    .addColumn('withdrawn_via', 'text')
    .addColumn('withdraw_token', 'text')
    .execute();
  await db.schema.createIndex('consents_email').on('consents').columns(['email', 'purpose']).execute();
  await db.schema.createIndex('consents_withdraw_token').on('consents').column('withdraw_token').unique().execute();
}
