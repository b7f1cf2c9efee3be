import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from './connect.ts';
import { isDatabaseUnavailable } from './faults.ts';
import { createLogSync } from './log-sync.ts';
import { createWriteBatcher } from './write-batcher.ts';

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'agency-batch-'));
  db = openDatabase(join(dir, 'agency.db'));
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const insertContact = (id: string) => async (trx: Db) => {
  await trx
    .insertInto('contacts')
    .values({ id, name: 'n', email: 'e@example.com', phone: '', subject: 's', message: 'm', verified_email: 'e@example.com', created_at: 'now' })
    .execute();
};

describe('group commit', () => {
  it('commits concurrent writes together and resolves each after its commit', async () => {
    const batcher = createWriteBatcher(db);
    await Promise.all(Array.from({ length: 50 }, (_, i) => batcher.run(insertContact(`c${i}`))));
    expect(await db.selectFrom('contacts').select('id').execute()).toHaveLength(50);
  });

  it('keeps good writes when one write in the batch fails, and reports the failure to its caller', async () => {
    const batcher = createWriteBatcher(db);
    const results = await Promise.allSettled([
      batcher.run(insertContact('a')),
      batcher.run(insertContact('a')), // duplicate primary key
      batcher.run(insertContact('b')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await db.selectFrom('contacts').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('syncs the log itself and lets no other statement commit below synchronous=FULL meanwhile', async () => {
    const batcher = createWriteBatcher(db, { walFile: join(dir, 'agency.db-wal') });
    // Another part of the app asks for the connection's level while each batch holds it: it gets
    // the connection once the batch lets go of it.
    const levels: Promise<number>[] = [];
    const writeAndWatch = (id: string) => async (trx: Db) => {
      await insertContact(id)(trx);
      levels.push(sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db).then((result) => result.rows[0].synchronous));
    };
    for (let round = 0; round < 5; round += 1) await Promise.all(Array.from({ length: 3 }, (_, i) => batcher.run(writeAndWatch(`c${round}-${i}`))));
    expect(await Promise.all(levels)).toEqual(Array.from({ length: 15 }, () => 2));
    expect(await db.selectFrom('contacts').select('id').execute()).toHaveLength(15);
    await batcher.close();
  });

  it('after a failed sync of the log, answers no write until the database file itself holds it', async () => {
    // The disk fails one sync (a real one cannot be made to here); every other sync is real.
    const real = createLogSync(join(dir, 'agency.db-wal'));
    let failNext = false;
    const logSync = {
      durable: () => (failNext ? ((failNext = false), Promise.reject(new Error('EIO: i/o error, fdatasync'))) : real.durable()),
      close: () => real.close(),
    };
    const batcher = createWriteBatcher(db, { logSync });
    const inDatabaseFileAlone = async () => {
      // What a power loss would leave if the log had a hole: the database file without its log.
      const copy = join(dir, 'copy.db');
      copyFileSync(join(dir, 'agency.db'), copy);
      const alone = openDatabase(copy);
      const ids = (await alone.selectFrom('contacts').select('id').orderBy('id').execute()).map((row) => row.id);
      await alone.destroy();
      rmSync(copy);
      return ids;
    };

    // The tables in the database file; from here on, writes reach it only through checkpoints.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    await batcher.run(insertContact('before'));
    failNext = true;
    // Answered as SQLite answers a failed sync of its own: a disk error, which the site answers 503.
    const failed = await batcher.run(insertContact('lost-sync')).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: 'SQLITE_IOERR_FSYNC', cause: { message: 'EIO: i/o error, fdatasync' } });
    expect(isDatabaseUnavailable(failed)).toBe(true);
    await batcher.run(insertContact('after'));
    expect(await inDatabaseFileAlone()).toEqual(['after', 'before', 'lost-sync']);
    // The log was emptied: later writes are durable in it again, and answered without a checkpoint.
    await batcher.run(insertContact('later'));
    expect(await inDatabaseFileAlone()).not.toContain('later');
    expect((await db.selectFrom('contacts').select('id').execute()).map((row) => row.id).sort()).toEqual(['after', 'before', 'later', 'lost-sync']);
    await batcher.close();
  });
});
