import { sql, type Kysely } from 'kysely';
import type { DialectName } from './columns.ts';

// Migrations are frozen history: they take Kysely<any> on purpose, never the current schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  // Issue 26: an erasure finds a person's mails by their exact address, through indexes, instead
  // of reading every mail's text (which held SQLite's only connection for as long as that took).
  // Mails to them by recipient; mails about them (a lead's notification, a rights request, both
  // sent to the agency) by their Reply-To header, which is the person's address.
  await sql`CREATE INDEX outbox_to_person ON outbox (lower(to_address))`.execute(db);
  const replyTo =
    dialect === 'postgres' ? sql`lower((headers::jsonb) ->> 'Reply-To')` : sql`lower(json_extract(headers, '$."Reply-To"'))`;
  await sql`CREATE INDEX outbox_about_person ON outbox (${replyTo}) WHERE headers LIKE '%"Reply-To"%'`.execute(db);
}
