import { sql, type ExpressionBuilder } from 'kysely';
import { inChunks } from '../../db/batches.ts';
import { dialectOf, type Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { MAY_NAME_AN_ADDRESS, mentionsAddress } from './exact-address.ts';
import type { ErasedMail } from './leftovers.ts';

/** Rows deleted by a statement's results. */
export const deleted = (result: { numDeletedRows: bigint }[]) => result.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);

/** Deletes rows by id, a bounded list per statement (a person can have thousands of mails). */
export async function deleteIds(trx: Db, table: 'outbox' | 'visitor_events', ids: number[]): Promise<number> {
  let rows = 0;
  for (const chunk of inChunks(ids)) rows += deleted(await trx.deleteFrom(table).where('id', 'in', chunk).execute());
  return rows;
}

/** The Reply-To header of a mail row, as the outbox_about_person index reads it (migration 020). */
const replyTo = (db: Db) =>
  dialectOf(db) === 'postgres' ? sql<string>`lower((headers::jsonb) ->> 'Reply-To')` : sql<string>`lower(json_extract(headers, '$."Reply-To"'))`;

/**
 * The kinds of mail sent to the agency's own inbox about someone, with Reply-To: them: a lead's
 * notification (leads.ts) and a rights request (data-rights.ts). Every other kind goes to the
 * person it is for. A person's mails, in their timeline, export and erasure, are the others.
 */
export const MAILS_ABOUT_A_PERSON = ['lead-notification', 'rights-request'];

/**
 * Mails to the person, or about them. By kind, not by address alone: an inbox the agency has since
 * left is no longer refused as its own, and erasing it must not take the notifications it received
 * about others, nor the replies to others that named it as Reply-To.
 */
export async function mailsOf(trx: Db, email: string): Promise<ErasedMail[]> {
  const to = await trx
    .selectFrom('outbox')
    .select(['id', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', email))
    .where('kind', 'not in', MAILS_ABOUT_A_PERSON)
    .execute();
  const about = await trx
    .selectFrom('outbox')
    .select(['id', 'created_at'])
    .where(sql<boolean>`headers LIKE '%"Reply-To"%'`)
    .where(replyTo(trx), '=', email)
    .where('kind', 'in', MAILS_ABOUT_A_PERSON)
    .execute();
  return [...to, ...about];
}

/**
 * Rows whose `columns` may name an address; `mentionsAddress` then decides which name this one.
 * Only legacy rows hold addresses at all (paths lost their query, referrers keep their host).
 */
const mayNameAnAddress = (columns: string[]) => (eb: ExpressionBuilder<Database, keyof Database>) =>
  eb.or(MAY_NAME_AN_ADDRESS.flatMap((pattern) => columns.map((column) => sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`)));

/** Page views whose path or referrer names the address (kept from before paths lost their query). */
export async function pageViewsOf(trx: Db, email: string): Promise<number[]> {
  const candidates = await trx.selectFrom('visitor_events').select(['id', 'path', 'referrer']).where(mayNameAnAddress(['path', 'referrer'])).execute();
  return candidates.filter((row) => mentionsAddress(`${row.path} ${row.referrer ?? ''}`, email)).map((row) => row.id);
}

/**
 * Daily view counts whose page or referrer names the address: migration 008 summed the old page
 * views up by path and referrer, query strings and all. Deleted with the person's page views.
 */
export async function deleteViewCountsOf(trx: Db, email: string): Promise<number> {
  const candidates = await trx
    .selectFrom('visitor_daily')
    .select(['day', 'kind', 'key'])
    .where('kind', 'in', ['path', 'referrer'])
    .where(mayNameAnAddress(['key']))
    .execute();
  let rows = 0;
  for (const row of candidates.filter((candidate) => mentionsAddress(candidate.key, email))) {
    rows += deleted(await trx.deleteFrom('visitor_daily').where('day', '=', row.day).where('kind', '=', row.kind).where('key', '=', row.key).execute());
  }
  return rows;
}
