import SQLite from 'better-sqlite3';
import { chmodSync, closeSync, openSync } from 'node:fs';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as initial from './migrations/001_initial.ts';
import * as admin from './migrations/002_admin.ts';
import * as security from './migrations/003_security.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Migrations listed in code so they ship inside any bundle; the key orders them. */
const migrations: Record<string, Migration> = {
  '001_initial': initial,
  '002_admin': admin,
  '003_security': security,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Opens the SQLite file (this user's only) with the pragmas of design §7: WAL with synchronous=FULL,
 * so an answered lead or outbox row survives a power loss; foreign keys on; a busy timeout for the CLI.
 */
export function openDatabase(file: string): Db {
  // Created (or tightened) 0600 before SQLite opens it: its -wal and -shm files take its mode.
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
