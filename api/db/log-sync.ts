import { fstatSync, statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Makes commits written to SQLite's write-ahead log without a sync durable, off the event loop. */
export interface LogSync {
  /** Resolves once everything committed before the call is on disk. */
  durable(): Promise<void>;
  close(): Promise<void>;
}

/**
 * fdatasync of the log (`agency.db-wal`) on a libuv thread: what SQLite's synchronous=FULL does
 * at each commit, without stopping the event loop for the disk. One sync runs at a time, and the
 * commits that finish while it runs share the next one, so a burst of commits costs a sync per
 * disk round trip rather than one each.
 */
export function createLogSync(walFile: string): LogSync {
  let log: Promise<FileHandle> | undefined;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  /**
   * A new log file survives power loss only once its folder's entry does. SQLite syncs the folder
   * at a new log's first sync, which it never makes at synchronous=NORMAL: this does, per file.
   */
  async function openLog(): Promise<FileHandle> {
    const opened = await open(walFile, 'r');
    try {
      const folder = await open(dirname(walFile), 'r');
      await folder.sync().finally(() => folder.close());
      return opened;
    } catch (error) {
      await opened.close();
      throw error;
    }
  }

  /** The log's handle, opened again should SQLite ever have made a new file at that path. */
  async function handle(): Promise<FileHandle> {
    const opening = (log ??= openLog());
    const opened = await opening.catch((error: unknown) => {
      if (log === opening) log = undefined;
      throw error;
    });
    // Two system calls of a microsecond each; their promise forms would cost more than the check.
    if (fstatSync(opened.fd).ino === statSync(walFile).ino) return opened;
    if (log === opening) log = openLog();
    void opened.close();
    return handle();
  }

  function durable(): Promise<void> {
    if (!running) {
      running = handle()
        .then((opened) => opened.datasync())
        .finally(() => {
          running = undefined;
        });
      return running;
    }
    // A sync under way may have started before this commit: wait for the one after it.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return durable();
      });
    return next;
  }

  return {
    durable,
    async close() {
      await Promise.allSettled([running, next]);
      await (await log)?.close();
      log = undefined;
    },
  };
}
