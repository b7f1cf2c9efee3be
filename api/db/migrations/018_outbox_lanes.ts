import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The transactional lane (api/mail/lanes.ts) claims due mail that belongs to no campaign. Without
  // an index of its own, its claim would walk past every due campaign mail first: millions while a
  // big campaign is behind its pace.
  await db.schema
    .createIndex('outbox_transactional_due')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .where(sql.ref('campaign_id'), 'is', null)
    .execute();
}
