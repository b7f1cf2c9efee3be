import type { Db } from './connect.ts';
import { isDatabaseUnavailable } from './faults.ts';

export type WriteWork = (trx: Db) => Promise<void>;

export interface WriteBatcher {
  /** Resolves once `work` is committed (durably, with synchronous=FULL); rejects if it failed. */
  run(work: WriteWork): Promise<void>;
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
export function createWriteBatcher(db: Db, maxBatch = 100): WriteBatcher {
  const queue: Pending[] = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    const batch = queue.splice(0, maxBatch);
    scheduled = queue.length > 0;
    if (scheduled) setImmediate(() => void flush());
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of batch) await item.work(trx);
      });
      for (const item of batch) item.resolve();
    } catch (error) {
      // The database away is no bad write: each alone would fail the same way (on SQLite after a
      // busy timeout each), and a connection lost during COMMIT leaves the batch's fate unknown,
      // so writing each again could store a lead twice. All fail (503, design §11).
      if (isDatabaseUnavailable(error)) {
        for (const item of batch) item.reject(error);
        return;
      }
      for (const item of batch) {
        try {
          await db.transaction().execute(item.work);
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
  };
}
