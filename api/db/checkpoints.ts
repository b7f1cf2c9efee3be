import { sql } from 'kysely';
import { Worker } from 'node:worker_threads';
import type { Db } from './connect.ts';

/** How often the log is copied back: SQLite's own default (1,000 pages) fills in about a second of leads. */
const CHECKPOINT_EVERY_MS = 1000;

/**
 * Moves SQLite's checkpoints off the connection that writes: the main connection stops
 * checkpointing at commit (`wal_autocheckpoint = 0`) and a worker thread checkpoints every second
 * instead. A checkpoint copies the log into the database file and syncs it: done at commit, as
 * SQLite does by default, it stopped the event loop for two fsyncs every thousand pages. Should
 * the thread fail, the main connection checkpoints at commit again. `stop` ends the thread (and
 * holds the process until it has, also when it had already failed); the last connection to close
 * checkpoints what is left.
 */
export async function startCheckpoints(db: Db, file: string, log: { warn(obj: object, msg: string): void }): Promise<{ stop(): Promise<void> }> {
  await sql`PRAGMA wal_autocheckpoint = 0`.execute(db);
  const worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), { workerData: { file, everyMs: CHECKPOINT_EVERY_MS } });
  // While it runs the thread alone does not keep the process alive.
  worker.unref();
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  let stopping = false;
  const fallBack = (reason: string) => {
    if (stopping) return;
    log.warn({ reason }, 'Checkpoint thread failed; the database checkpoints at commit again');
    void sql`PRAGMA wal_autocheckpoint = 1000`.execute(db).catch(() => undefined);
  };
  worker.on('message', (message: { error: string }) => log.warn({ error: message.error }, 'Checkpoint failed'));
  worker.on('error', (error) => fallBack(error.message));
  worker.on('exit', (code) => fallBack(`exit code ${code}`));
  return {
    async stop() {
      stopping = true;
      // Held until the thread has ended: Node does not wait for an unreferenced thread, so in a
      // process with nothing else left to do (a script awaiting app.close()) the event loop
      // emptied first, and the close never settled nor did the database behind it close.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
