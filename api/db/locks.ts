import { sql } from 'kysely';
import { dialectOf, type Db } from './connect.ts';

/**
 * Runs `work` in one transaction that holds the named locks until it ends (design §10), for a
 * check-then-write that no single statement can express (count the codes of an address and of an
 * IP, then issue one). On PostgreSQL these are advisory transaction locks, so parallel requests on
 * every instance and pool connection queue up per key, and under READ COMMITTED each statement
 * after the lock sees what the previous holder committed. Keys are taken in sorted order, so two
 * holders of overlapping keys cannot deadlock. SQLite needs nothing more: its single connection
 * already runs one transaction at a time, and only one process uses the file.
 */
export async function withLocks<T>(db: Db, keys: string[], work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await takeLocks(trx, keys);
    return work(trx);
  });
}

/** Takes more named locks inside a transaction that withLocks (or another) began, until it ends. */
export async function takeLocks(trx: Db, keys: string[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}
