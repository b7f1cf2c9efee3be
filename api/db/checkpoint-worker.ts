/**
 * The thread behind `startCheckpoints` (checkpoints.ts): its own connection to the SQLite file
 * that copies the write-ahead log back into the database now and then. A checkpoint syncs the
 * database file, which on the connection that writes would stop the event loop for the disk.
 */
import SQLite from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const { file, everyMs } = workerData as { file: string; everyMs: number };
const sqlite = new SQLite(file, { fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
// PASSIVE: copies what no reader still needs, never waits for the writer or holds it up.
const checkpoint = () => sqlite.pragma('wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    checkpoint();
  } catch (error) {
    parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}, everyMs);
parentPort?.on('message', () => {
  clearInterval(timer);
  sqlite.close();
  parentPort?.close();
});
