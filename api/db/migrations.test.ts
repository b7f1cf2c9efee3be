import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/postgres.ts';
import { connectDatabase, listMigrations, migrateToLatest, type Db } from './connect.ts';

let dataDir: string;
let database: { url?: string; drop(): Promise<void> };
let db: Db;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'agency-migrations-'));
  const server = inject('postgresUrl');
  database = server ? await createTestDatabase(server) : { drop: async () => {} };
  db = connectDatabase({ dataDir, databaseUrl: database.url });
});
afterEach(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('runs a migration numbered below one the database already ran (branches merged in another order)', async () => {
    await migrateToLatest(db);
    // A database from a release that had 020_erasure_lookups but not yet 018_outbox_lanes.
    await db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '018_outbox_lanes' as never).execute();
    await sql`DROP INDEX outbox_transactional_due`.execute(db);

    await migrateToLatest(db);
    expect((await listMigrations(db)).filter((migration) => !migration.executedAt)).toEqual([]);
    // The lane's index is back: the transactional claim reads it (api/mail/lanes.ts).
    await sql`DROP INDEX outbox_transactional_due`.execute(db);
  });
});
