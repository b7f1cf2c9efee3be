import { sql } from 'kysely';
import { open, stat, type FileHandle } from 'node:fs/promises';
import type { Db } from './connect.ts';

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
   * and the log is then synced on a libuv thread: the event loop serves other requests during the
   * sync instead of stopping for it (see commitBatch).
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
  let wal: Promise<FileHandle> | undefined;

  /** fdatasync of the log, reopened should SQLite ever have made a new file at that path. */
  async function syncLog(file: string): Promise<void> {
    const opening = (wal ??= open(file, 'r'));
    const handle = await opening;
    const [current, opened] = await Promise.all([stat(file), handle.stat()]);
    if (opened.ino !== current.ino) {
      if (wal === opening) wal = open(file, 'r');
      void handle.close();
      return syncLog(file);
    }
    await handle.datasync();
  }

  /**
   * One transaction for `works`, durable when this resolves. With a log file: SQLite commits at
   * synchronous=NORMAL (in WAL mode: no fsync at commit; everything else of a commit is the same),
   * then the log is fdatasync'ed off the event loop, which is what synchronous=FULL does at each
   * commit, before any caller is answered. The switch and the transaction hold the one connection
   * together, so no other statement ever commits at NORMAL.
   */
  async function commitBatch(works: WriteWork[]): Promise<void> {
    const transaction = (conn: Db) =>
      conn.transaction().execute(async (trx) => {
        for (const work of works) await work(trx);
      });
    if (!options.walFile) return transaction(db);
    await db.connection().execute(async (conn) => {
      await sql`PRAGMA synchronous = NORMAL`.execute(conn);
      try {
        await transaction(conn);
      } finally {
        await sql`PRAGMA synchronous = FULL`.execute(conn);
      }
    });
    await syncLog(options.walFile);
  }

  async function flush(): Promise<void> {
    const batch = queue.splice(0, maxBatch);
    scheduled = queue.length > 0;
    if (scheduled) setImmediate(() => void flush());
    try {
      await commitBatch(batch.map((item) => item.work));
      for (const item of batch) item.resolve();
    } catch {
      for (const item of batch) {
        try {
          await commitBatch([item.work]);
          item.resolve();
        } catch (error) {
          item.reject(error);
        }
      }
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
    async close() {
      await (await wal)?.close();
      wal = undefined;
    },
  };
}
