import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { isDatabaseUnavailable } from './faults.ts';
import { createLogSync, type LogSync } from './log-sync.ts';

export type WriteWork = (trx: Db) => Promise<void>;
/** Writes items that several callers handed in, together: a statement per table, not per item. */
export type BulkWrite<T> = (trx: Db, items: readonly T[]) => Promise<void>;

export interface WriteBatcher {
  /** Resolves once `work` is committed durably (on disk); rejects if it failed. */
  run(work: WriteWork): Promise<void>;
  /** Like run: `item` is written by one call of `write` with the batch's other items for `write`. */
  add<T>(write: BulkWrite<T>, item: T): Promise<void>;
  /** Lets go of the log file; call after the last write, before the database closes. */
  close(): Promise<void>;
}

export interface WriteBatcherOptions {
  maxBatch?: number;
  /**
   * SQLite's write-ahead log (`agency.db-wal`). Given, a batch commits without SQLite's own fsync
   * and the log is then synced on a libuv thread (log-sync.ts): the event loop serves other
   * requests during the sync instead of stopping for it.
   */
  walFile?: string;
  /** Stands in for the sync of `walFile` (a test's disk that fails). */
  logSync?: LogSync;
}

interface Pending {
  write: BulkWrite<unknown>;
  item: unknown;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The error SQLite raises itself when its own sync at synchronous=FULL fails: the disk under the
 * database is failing, so a request meeting it answers 503 like any other disk error (faults.ts).
 */
const logNotDurable = (reason: string, cause?: unknown) =>
  Object.assign(new Error(`disk I/O error: ${reason}`, { cause }), { code: 'SQLITE_IOERR_FSYNC' });

/** Plain works are items too: written one after the other. */
const eachWork: BulkWrite<WriteWork> = async (trx, works) => {
  for (const work of works) await work(trx);
};

/**
 * Group commit: writes that arrive in the same turn of the event loop share one transaction and
 * so one fsync, which is what limits lead throughput on a real disk. Each caller still learns
 * of its own commit only after it is durable. If the shared transaction fails, each write is
 * retried alone, so one bad write never takes its neighbours down with it.
 */
export function createWriteBatcher(db: Db, options: WriteBatcherOptions = {}): WriteBatcher {
  const maxBatch = options.maxBatch ?? 100;
  const queue: Pending[] = [];
  /** A flush is due at the next turn, or a batch is committing: writes arriving now wait for the next. */
  let scheduled = false;
  let committing = false;
  const logSync = options.logSync ?? (options.walFile ? createLogSync(options.walFile) : undefined);
  /**
   * A sync of the log failed. Linux may then have dropped the pages it could not write, and a later
   * sync does not say so: the log on disk can have a hole, and recovery after a power loss stops at
   * it, taking every later commit with it. Until a checkpoint has copied the whole log into the
   * database file, synced that, and emptied the log (so new commits start a fresh one), no batch is
   * answered as durable.
   */
  let logHoled = false;

  /**
   * One transaction for a batch: each writer once with its items, in the order writers first came.
   * With a log file it commits at synchronous=NORMAL (in WAL mode: no fsync at commit; everything
   * else of a commit is the same) and the caller then waits for logSync, which is what
   * synchronous=FULL does at each commit. The switch and the transaction hold the one connection
   * together, so no other statement ever commits at NORMAL.
   */
  async function commit(batch: Pending[]): Promise<void> {
    const byWriter = new Map<BulkWrite<unknown>, unknown[]>();
    for (const { write, item } of batch) byWriter.set(write, [...(byWriter.get(write) ?? []), item]);
    const transaction = (conn: Db) =>
      conn.transaction().execute(async (trx) => {
        for (const [write, items] of byWriter) await write(trx, items);
      });
    if (!logSync) return transaction(db);
    await db.connection().execute(async (conn) => {
      await sql`PRAGMA synchronous = NORMAL`.execute(conn);
      try {
        await transaction(conn);
      } finally {
        await sql`PRAGMA synchronous = FULL`.execute(conn);
      }
    });
  }

  /** Resolves once everything committed so far is on disk. */
  async function durable(): Promise<void> {
    if (!logSync) return;
    try {
      await logSync.durable();
    } catch (error) {
      logHoled = true;
      throw logNotDurable('the write-ahead log could not be synced', error);
    }
    if (!logHoled) return;
    const { rows } = await sql<{ busy: number; log: number; checkpointed: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    if (rows[0].busy !== 0) throw logNotDurable('a sync of the write-ahead log failed, and the checkpoint that replaces it could not finish yet');
    logHoled = false;
  }

  /** Commits a batch (each write alone if the batch fails); answers each caller once durable. */
  async function flush(): Promise<void> {
    scheduled = false;
    committing = true;
    const batch = queue.splice(0, maxBatch);
    const committed: Pending[] = [];
    try {
      await commit(batch);
      committed.push(...batch);
    } catch (error) {
      // The database away is no bad write: each alone would fail the same way (on SQLite after a
      // busy timeout each), and a connection lost during COMMIT leaves the batch's fate unknown,
      // so writing each again could store a lead twice. All fail (503, design §11).
      if (isDatabaseUnavailable(error)) {
        for (const item of batch) item.reject(error);
      } else {
        for (const item of batch) {
          try {
            await commit([item]);
            committed.push(item);
          } catch (error) {
            item.reject(error);
          }
        }
      }
    }
    // One batch commits at a time: the writes that arrived meanwhile make the next one. On
    // PostgreSQL a commit waits for the disk (and lead transactions queue on the alert numbering
    // lock), so a batch per commit is what keeps leads per commit high.
    committing = false;
    schedule();
    try {
      await durable();
      for (const item of committed) item.resolve();
    } catch (error) {
      for (const item of committed) item.reject(error);
    }
  }

  function schedule(): void {
    if (scheduled || committing || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => void flush());
  }

  function add<T>(write: BulkWrite<T>, item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      queue.push({ write: write as BulkWrite<unknown>, item, resolve, reject });
      schedule();
    });
  }

  return {
    run: (work) => add(eachWork, work),
    add,
    close: async () => logSync?.close(),
  };
}
