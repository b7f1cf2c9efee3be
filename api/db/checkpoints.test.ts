import { sql } from 'kysely';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startCheckpoints } from './checkpoints.ts';
import { migrateToLatest, openDatabase, type Db } from './connect.ts';

let dir: string;
let file: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'agency-checkpoints-'));
  file = join(dir, 'agency.db');
  db = openDatabase(file);
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const warnings: string[] = [];
const log = { warn: (_obj: object, msg: string) => void warnings.push(msg) };

describe('checkpoints off the writing connection', () => {
  it('copies the log back into the database file from its own thread while the writer never does', async () => {
    const checkpoints = await startCheckpoints(db, file, log);
    expect((await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db)).rows[0].wal_autocheckpoint).toBe(0);
    const before = statSync(file).size;
    // About 3 MB of messages (a long Unicode one each), far past the 1,000 pages SQLite would checkpoint at.
    const message = 'नमस्ते, we need a bilingual site for our café. '.repeat(60);
    for (let batch = 0; batch < 20; batch += 1) {
      const rows = Array.from({ length: 50 }, (_, i) => ({
        id: `lead-${batch}-${i}`,
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '',
        subject: 'A website',
        message,
        verified_email: 'asha@example.com',
        created_at: '2026-11-23T10:00:00.000Z',
      }));
      await db.insertInto('contacts').values(rows).execute();
    }
    await expect.poll(() => statSync(file).size - before, { timeout: 10_000 }).toBeGreaterThan(2_000_000);
    await checkpoints.stop();
    expect(warnings).toEqual([]);
  });

  it('stops at once when the thread has already failed', async () => {
    warnings.length = 0;
    const checkpoints = await startCheckpoints(db, join(dir, 'missing.db'), log);
    // Its error and its exit: the writer checkpoints at commit again.
    await expect.poll(() => warnings.length).toBe(2);
    expect(new Set(warnings)).toEqual(new Set(['Checkpoint thread failed; the database checkpoints at commit again']));
    await checkpoints.stop();
  });
});
