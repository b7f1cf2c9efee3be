import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from './connect.ts';
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
});
