import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectReadDatabase, migrateToLatest, openDatabase, type Db } from './connect.ts';

let dataDir: string;
let db: Db;
let readDb: Db;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'agency-replica-'));
  db = openDatabase(join(dataDir, 'agency.db'));
  await migrateToLatest(db);
  readDb = connectReadDatabase({ dataDir }, db);
});
afterEach(async () => {
  await readDb.destroy();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const contact = (id: string) => ({ id, name: 'Asha', email: `${id}@example.com`, phone: '', subject: 's', message: 'm', verified_email: `${id}@example.com`, created_at: '2026-11-23T10:00:00.000Z' });

describe('the read connection for staff reads on SQLite', () => {
  it('sees every write committed before the read, at once', async () => {
    expect(await readDb.selectFrom('contacts').select('id').execute()).toEqual([]);
    await db.insertInto('contacts').values(contact('c1')).execute();
    expect(await readDb.selectFrom('contacts').select(['id', 'email']).execute()).toEqual([{ id: 'c1', email: 'c1@example.com' }]);
  });

  it('refuses to write, naming why, and writes nothing', async () => {
    await expect(readDb.insertInto('contacts').values(contact('c2')).execute()).rejects.toThrow(/rows only|readonly/);
    await expect(readDb.transaction().execute(async () => undefined)).rejects.toThrow(/no transactions/);
    expect(await db.selectFrom('contacts').select('id').execute()).toEqual([]);
  });

  it('keeps the event loop free while a long query runs', async () => {
    // Counting to five million takes SQLite a good fraction of a second; on the calling thread no
    // timer could fire until it ended.
    let queryDone = false;
    const query = sql<{ n: number }>`with recursive r(i) as (select 1 union all select i + 1 from r where i < 5000000) select count(*) as n from r`
      .execute(readDb)
      .then((result) => ((queryDone = true), result.rows[0].n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const timerFiredDuringQuery = !queryDone;
    expect(await query).toBe(5_000_000);
    expect(timerFiredDuringQuery).toBe(true);
  });

  it('reports a failing query to its caller and goes on answering', async () => {
    await expect(sql`select * from no_such_table`.execute(readDb)).rejects.toThrow(/no such table/);
    expect((await sql<{ one: number }>`select 1 as one`.execute(readDb)).rows).toEqual([{ one: 1 }]);
  });
});
