import { sql } from 'kysely';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { dialectOf, type Db } from '../../db/connect.ts';

export interface ErasedMail {
  id: number;
  created_at: number;
}

/**
 * The start of the .eml file name of a mail written without SMTP: the outbox worker's Message-ID
 * `<outbox-<id>-<created_at>@host>` (mail/outbox-worker.ts) made file-safe (mail/transport.ts).
 */
const filePrefix = (mail: ErasedMail) => `_outbox-${mail.id}-${mail.created_at}_`;

async function removeMailFiles(outboxDir: string, mails: readonly ErasedMail[]): Promise<void> {
  if (mails.length === 0) return;
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const prefixes = mails.map(filePrefix);
  await Promise.all(files.filter((file) => prefixes.some((prefix) => file.startsWith(prefix))).map((file) => rm(join(outboxDir, file), { force: true })));
}

/**
 * What the database itself still holds of deleted rows (design §12). SQLite overwrites deleted
 * content with zeros (secure_delete, api/db/connect.ts), but the write-ahead log keeps the pages as
 * they were until a checkpoint: a TRUNCATE checkpoint copies them back and empties the log (it
 * waits up to the busy timeout for readers of older pages; false when they were still there).
 * PostgreSQL keeps dead rows in its tables until VACUUM takes them out, outside any transaction.
 */
async function releaseDeletedRows(db: Db, tables: readonly string[]): Promise<boolean> {
  if (dialectOf(db) === 'postgres') {
    if (tables.length > 0) await sql`VACUUM ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
    return true;
  }
  const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}

/**
 * After an erasure committed: its mails' .eml files and the database's copies of the deleted rows.
 * Answers false when SQLite's log could not be emptied yet (its next checkpoint will).
 */
export async function clearLeftovers(db: Db, erased: { outboxDir: string; mails: readonly ErasedMail[]; tables: readonly string[] }): Promise<boolean> {
  await removeMailFiles(erased.outboxDir, erased.mails);
  return releaseDeletedRows(db, erased.tables);
}
