import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { createLogSync } from './log-sync.ts';

export type WriteWork = (trx: Db) => Promise<void>;

export interface WriteBatcher {
  /** Resolves once `work` is committed durably (on disk); rejects if it failed. */
  run(work: WriteWork): Promise<void>;
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
}

interface Pending {
  work: WriteWork;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes that arrive in the same turn of the event loop share one transaction and
 * so one fsync, which is what limits lead throughput on a real disk. Each caller still learns
 * of its own commit only after it is durable. If the shared transaction fails, each write is
 * retried alone, so one bad write never takes its neighbours down with it.
 */
export function createWriteBatcher(db: Db, options: WriteBatcherOptions = {}): WriteBatcher {
  const maxBatch = options.maxBatch ?? 100;
  const queue: Pending[] = [];
  let scheduled = false;
  const logSync = options.walFile ? createLogSync(options.walFile) : undefined;

  /**
   * One transaction for `works`. With a log file it commits at synchronous=NORMAL (in WAL mode: no
   * fsync at commit; everything else of a commit is the same) and the caller then waits for
   * logSync, which is what synchronous=FULL does at each commit. The switch and the transaction
   * hold the one connection together, so no other statement ever commits at NORMAL.
   */
  async function commit(works: WriteWork[]): Promise<void> {
    const transaction = (conn: Db) =>
      conn.transaction().execute(async (trx) => {
        for (const work of works) await work(trx);
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

  /** Commits a batch (each write alone if the batch fails); answers each caller once durable. */
  async function flush(): Promise<void> {
    const batch = queue.splice(0, maxBatch);
    scheduled = queue.length > 0;
    if (scheduled) setImmediate(() => void flush());
    const committed: Pending[] = [];
    try {
      await commit(batch.map((item) => item.work));
      committed.push(...batch);
    } catch {
      for (const item of batch) {
        try {
          await commit([item.work]);
          committed.push(item);
        } catch (error) {
          item.reject(error);
        }
      }
    }
    try {
      await logSync?.durable();
      for (const item of committed) item.resolve();
    } catch (error) {
      for (const item of committed) item.reject(error);
    }
  }

  return {
    run(work) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ work, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
    close: async () => logSync?.close(),
  };
}
