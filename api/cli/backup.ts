import SQLite from 'better-sqlite3';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { loadSecrets, SECRET_VARIABLES, type Secrets } from '../config.ts';
import { secureDataDir } from '../data-dir.ts';
import { BackupError } from './backup-error.ts';
import { dumpPostgres, restorePostgres } from './pg-tools.ts';

/** What a backup holds, besides this manifest: everything a restore needs (docs/backup.md). */
const SQLITE_DATABASE = 'agency.db';
const POSTGRES_DUMP = 'agency.pgdump';
const SECRETS = 'secrets.json';
const UPLOADS = ['uploads', 'uploads-variants'];
const MANIFEST = 'manifest.json';
const FORMAT = 'agency-backup/1';

interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  files: string[];
}

/** The database a backup reads or a restore fills: DATA_DIR's SQLite file, or PostgreSQL. */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
  /** The secrets given in the environment (all three on PostgreSQL). */
  secrets?: Partial<Secrets>;
}

const stamp = (now: Date) => now.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');

/** SQLite's online backup: consistent while the server runs and writes, where a plain copy of a WAL database can be torn. */
async function copySqlite(dataDir: string, file: string): Promise<void> {
  const dbFile = join(dataDir, SQLITE_DATABASE);
  if (!existsSync(dbFile)) throw new BackupError(`No database at ${dbFile}: check DATA_DIR`);
  const sqlite = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    await sqlite.backup(file);
  } finally {
    sqlite.close();
  }
}

/**
 * One .tar.gz with the database (SQLite's online backup, or pg_dump's custom format with
 * DATABASE_URL), the uploads with their picture variants and the secrets (without them staff
 * tokens, verification cookies and pending codes would stop working).
 */
export async function createBackup(target: BackupTarget, targetDir: string, now: Date): Promise<string> {
  const { dataDir, databaseUrl } = target;
  mkdirSync(targetDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(targetDir, '.staging-'));
  try {
    const database = databaseUrl ? POSTGRES_DUMP : SQLITE_DATABASE;
    if (databaseUrl) await dumpPostgres(databaseUrl, join(staging, database));
    else await copySqlite(dataDir, join(staging, database));
    const files = [database];
    if (databaseUrl) {
      // Given in the environment on PostgreSQL: the archive keeps the values in force.
      writeFileSync(join(staging, SECRETS), JSON.stringify(loadSecrets(dataDir, target.secrets), null, 2), { mode: 0o600 });
      files.push(SECRETS);
    }
    for (const extra of databaseUrl ? UPLOADS : [SECRETS, ...UPLOADS]) {
      if (!existsSync(join(dataDir, extra))) continue;
      cpSync(join(dataDir, extra), join(staging, extra), { recursive: true, filter: (path) => !path.includes('.incoming-') });
      files.push(extra);
    }
    const manifest: Manifest = { format: FORMAT, createdAt: now.toISOString(), files };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const archive = join(targetDir, `agency-backup-${stamp(now)}.tar.gz`);
    await tar.create({ gzip: true, file: archive, cwd: staging, portable: true }, [MANIFEST, ...files]);
    chmodSync(archive, 0o600);
    return archive;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(folder: string): Manifest {
  try {
    const manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as Manifest;
    const holdsDatabase = manifest.files?.includes(SQLITE_DATABASE) || manifest.files?.includes(POSTGRES_DUMP);
    if (manifest.format === FORMAT && Array.isArray(manifest.files) && holdsDatabase) return manifest;
  } catch {
    // fall through: not one of our archives
  }
  throw new BackupError('The archive is not a backup made by `npm run admin -- backup`');
}

function checkSqlite(file: string): void {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const [result] = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    if (result?.integrity_check !== 'ok') throw new BackupError(`The database in the archive is damaged: ${result?.integrity_check}`);
  } finally {
    sqlite.close();
  }
}

/** The archive's database goes where this target's is: SQLite's into DATA_DIR, a dump into DATABASE_URL. */
async function restoreDatabase(target: BackupTarget, manifest: Manifest, staging: string): Promise<void> {
  const dump = manifest.files.includes(POSTGRES_DUMP);
  if (dump !== Boolean(target.databaseUrl)) {
    throw new BackupError(dump ? 'This archive holds a PostgreSQL dump: set DATABASE_URL to restore it' : 'This archive holds a SQLite database: unset DATABASE_URL to restore it');
  }
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, join(staging, POSTGRES_DUMP));
    rmSync(join(staging, POSTGRES_DUMP));
  } else {
    checkSqlite(join(staging, SQLITE_DATABASE));
  }
}

/**
 * Brings a fresh DATA_DIR (and, with DATABASE_URL, an empty database) back to the state of an
 * archive. It refuses a folder or database that already holds one rather than overwrite live
 * data; the archive is unpacked and checked beside the target first, so a bad archive leaves the
 * folder as it was, and pg_restore runs in one transaction. The folder ends 0700, its files 0600.
 */
export async function restoreBackup(archive: string, target: BackupTarget): Promise<Manifest> {
  const { dataDir } = target;
  if (!existsSync(archive)) throw new BackupError(`No archive at ${archive}`);
  if (existsSync(join(dataDir, SQLITE_DATABASE))) {
    throw new BackupError(`${dataDir} already holds a database: restore into an empty DATA_DIR (move the old one away first)`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(dataDir, '.restore-'));
  try {
    // Only the entries a backup holds; tar refuses absolute paths and '..' on its own.
    const wanted = (path: string) => [MANIFEST, SQLITE_DATABASE, POSTGRES_DUMP, SECRETS, ...UPLOADS].includes(path.split('/')[0]);
    await tar.extract({ file: archive, cwd: staging, strict: true, filter: wanted }).catch((error: Error) => {
      throw new BackupError(`The archive cannot be read: ${error.message}`);
    });
    const manifest = readManifest(staging);
    await restoreDatabase(target, manifest, staging);
    for (const name of readdirSync(staging)) {
      if (name === MANIFEST) continue;
      rmSync(join(dataDir, name), { recursive: true, force: true });
      renameSync(join(staging, name), join(dataDir, name));
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    secureDataDir(dataDir);
  }
}

/** Secrets given in the environment that differ from those restored into DATA_DIR/secrets.json. */
export function secretsDifferingFromRestored(target: BackupTarget): string[] {
  const file = join(target.dataDir, SECRETS);
  if (!target.databaseUrl || !existsSync(file)) return [];
  const restored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const names = Object.keys(SECRET_VARIABLES) as (keyof Secrets)[];
  return names.filter((name) => target.secrets?.[name] && target.secrets[name] !== restored[name]).map((name) => SECRET_VARIABLES[name]);
}
