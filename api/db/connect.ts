import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { chmodSync, closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { DialectName } from './migrations/columns.ts';
import * as initial from './migrations/001_initial.ts';
import * as admin from './migrations/002_admin.ts';
import * as security from './migrations/003_security.ts';
import * as visitorMedia from './migrations/004_visitor_media.ts';
import * as sharedLimits from './migrations/005_shared_limits.ts';
import * as outboxLeases from './migrations/006_outbox_leases.ts';
import * as listIndexes from './migrations/007_list_indexes.ts';
import * as analyticsRollups from './migrations/008_analytics_rollups.ts';
import * as leadPipeline from './migrations/009_lead_pipeline.ts';
import * as personEvents from './migrations/010_person_events.ts';
import * as auditLog from './migrations/011_audit_log.ts';
import * as leadListFilters from './migrations/012_lead_list_filters.ts';
import * as auditRestore from './migrations/014_audit_restore.ts';
import * as consentLedger from './migrations/015_consent_ledger.ts';
import * as leadSources from './migrations/016_lead_sources.ts';
import * as formFunnel from './migrations/017_form_funnel.ts';
import * as outboxLanes from './migrations/018_outbox_lanes.ts';
import * as posts from './migrations/019_posts.ts';
import * as erasureLookups from './migrations/020_erasure_lookups.ts';
import * as leadRetryKeys from './migrations/021_lead_retry_keys.ts';
import * as dropStatusIndexes from './migrations/022_drop_status_indexes.ts';
import * as outboxCampaignDue from './migrations/023_outbox_campaign_due.ts';
import { openReadReplica } from './read-replica.ts';
import { cachingStatements } from './statement-cache.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type { DialectName };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PortableMigration = { up(db: Kysely<any>, dialect: DialectName): Promise<void> };

/** Migrations listed in code so they ship inside any bundle; the key orders them. */
const migrations: Record<string, PortableMigration> = {
  '001_initial': initial,
  '002_admin': admin,
  '003_security': security,
  '004_visitor_media': visitorMedia,
  '005_shared_limits': sharedLimits,
  '006_outbox_leases': outboxLeases,
  '007_list_indexes': listIndexes,
  '008_analytics_rollups': analyticsRollups,
  '009_lead_pipeline': leadPipeline,
  '010_person_events': personEvents,
  '011_audit_log': auditLog,
  '012_lead_list_filters': leadListFilters,
  // 013 was left unused by a branch of issue 18; the keys order the migrations.
  '014_audit_restore': auditRestore,
  '015_consent_ledger': consentLedger,
  '016_lead_sources': leadSources,
  '017_form_funnel': formFunnel,
  '018_outbox_lanes': outboxLanes,
  '019_posts': posts,
  '020_erasure_lookups': erasureLookups,
  '021_lead_retry_keys': leadRetryKeys,
  '022_drop_status_indexes': dropStatusIndexes,
  '023_outbox_campaign_due': outboxCampaignDue,
};

/** The engine behind each open handle: migrations write the few types that differ. */
const dialects = new WeakMap<Db, DialectName>();
// A transaction or a handle with a plugin is another object than the one opened: it is known by
// the adapter of its executor (the engine's SQL rules), which it shares with the opened handle.
export const dialectOf = (db: Db): DialectName =>
  dialects.get(db) ?? (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * Migrations of branches merged in an order other than their numbers' (018 after 020) still run on
 * a database that ran the higher one first: each is independent of the others' order.
 */
const migratorFor = (db: Db) => new Migrator({ db, provider: providerFor(dialectOf(db)), allowUnorderedMigrations: true });

function providerFor(dialect: DialectName): MigrationProvider {
  const bound = Object.entries(migrations).map(([name, m]): [string, Migration] => [name, { up: (db) => m.up(db, dialect) }]);
  return { getMigrations: async () => Object.fromEntries(bound) };
}

/**
 * Opens the SQLite file (this user's only) with the pragmas of design §7: WAL with synchronous=FULL,
 * so an answered lead or outbox row survives a power loss; foreign keys on; a busy timeout for the CLI;
 * secure_delete, so what a delete or an update removes is overwritten with zeros rather than left in
 * free space of the file (design §12: an erased person's data leaves the disk).
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
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
  dialects.set(db, 'sqlite');
  return db;
}

/** A database that does not answer a connection attempt within this long counts as away. */
const CONNECT_TIMEOUT_MS = 5000;

// 64-bit integers (millisecond times, identity ids, counts) read back as numbers, not strings:
// every value this app stores stays far below 2^53. Set per pool, not globally.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A pool of connections to PostgreSQL (DATABASE_URL), for several instances (design §10). */
export function openPostgres(url: string, maxConnections = 10, onConnectionLost: (error: Error) => void = () => {}): Db {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, types: pgTypes, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server drops (restart, failover, pg_terminate_backend) emits 'error' on its
  // client. The pool listens only while the client is idle; one checked out by a transaction
  // between two statements has no listener, and an unheard 'error' event ends the process. So
  // every client gets one: the pool drops the broken client on release and opens a new one, and
  // the next query on it fails where a request can answer 503 (design §11).
  pool.on('error', onConnectionLost);
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  dialects.set(db, 'postgres');
  return db;
}

/**
 * The handle for staff reads that may take long. better-sqlite3 answers on the calling thread, so
 * on SQLite it is a read-only connection in a worker thread (read-replica.ts), keeping visitors'
 * requests moving while a million rows are counted; PostgreSQL works on its own server, so there
 * it is the main pool.
 */
export function connectReadDatabase(target: { dataDir: string; databaseUrl?: string }, db: Db): Db {
  if (target.databaseUrl) return db;
  const replica = openReadReplica(join(target.dataDir, 'agency.db'));
  dialects.set(replica, 'sqlite');
  return replica;
}

/** PostgreSQL when DATABASE_URL is set, else the embedded SQLite file in DATA_DIR. */
export function connectDatabase(target: { dataDir: string; databaseUrl?: string }, onConnectionLost?: (error: Error) => void): Db {
  return target.databaseUrl ? openPostgres(target.databaseUrl, undefined, onConnectionLost) : openDatabase(join(target.dataDir, 'agency.db'));
}

export interface MigrationState {
  name: string;
  /** When it ran on this database; undefined while pending. */
  executedAt?: Date;
}

/** Every migration this code knows, applied or pending, in order. */
export async function listMigrations(db: Db): Promise<MigrationState[]> {
  const all = await migratorFor(db).getMigrations();
  return all.map(({ name, executedAt }) => ({ name, executedAt }));
}

/** A migration that threw: its name and the database's own reason. */
export class MigrationError extends Error {
  readonly migration: string;
  readonly reason: unknown;

  constructor(migration: string, reason: unknown) {
    super(`Database migration ${migration} failed: ${reason instanceof Error ? reason.message : String(reason)}`, { cause: reason });
    this.migration = migration;
    this.reason = reason;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (failed) throw new MigrationError(failed.migrationName, error);
  // No migration ran: the database could not be reached or its migration lock not taken.
  if (error) throw error;
}
