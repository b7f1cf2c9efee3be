import SQLite from 'better-sqlite3';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';

/** What a backup holds, besides this manifest: everything a restore needs (docs/backup.md). */
const DATABASE = 'agency.db';
const SECRETS = 'secrets.json';
const UPLOADS = 'uploads';
const MANIFEST = 'manifest.json';
const FORMAT = 'agency-backup/1';

interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  files: string[];
}

/** A failure the operator can act on: printed as one line, exit code 1. */
export class BackupError extends Error {}

const stamp = (now: Date) => now.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');

/**
 * One .tar.gz with the database (SQLite's online backup: consistent while the server runs and
 * writes, where a plain copy of a WAL database can be torn), the uploads and the generated secrets
 * (without them staff tokens, verification cookies and pending codes would stop working).
 */
export async function createBackup(dataDir: string, targetDir: string, now: Date): Promise<string> {
  const dbFile = join(dataDir, DATABASE);
  if (!existsSync(dbFile)) throw new BackupError(`No database at ${dbFile}: check DATA_DIR`);
  mkdirSync(targetDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(targetDir, '.staging-'));
  try {
    const sqlite = new SQLite(dbFile, { readonly: true, fileMustExist: true });
    try {
      await sqlite.backup(join(staging, DATABASE));
    } finally {
      sqlite.close();
    }
    const files = [DATABASE];
    for (const extra of [SECRETS, UPLOADS]) {
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
    if (manifest.format === FORMAT && Array.isArray(manifest.files) && manifest.files.includes(DATABASE)) return manifest;
  } catch {
    // fall through: not one of our archives
  }
  throw new BackupError('The archive is not a backup made by `npm run admin -- backup`');
}

function checkDatabase(file: string): void {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const [result] = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    if (result?.integrity_check !== 'ok') throw new BackupError(`The database in the archive is damaged: ${result?.integrity_check}`);
  } finally {
    sqlite.close();
  }
}

/**
 * Brings a fresh DATA_DIR back to the state of an archive. It refuses a folder that already
 * holds a database rather than overwrite live data; the archive is unpacked and checked beside
 * the target first, so a bad archive leaves the folder as it was.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<Manifest> {
  if (!existsSync(archive)) throw new BackupError(`No archive at ${archive}`);
  if (existsSync(join(dataDir, DATABASE))) {
    throw new BackupError(`${dataDir} already holds a database: restore into an empty DATA_DIR (move the old one away first)`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(dataDir, '.restore-'));
  try {
    // Only the entries a backup holds; tar refuses absolute paths and '..' on its own.
    const wanted = (path: string) => [MANIFEST, DATABASE, SECRETS, UPLOADS].includes(path.split('/')[0]);
    await tar.extract({ file: archive, cwd: staging, strict: true, filter: wanted }).catch((error: Error) => {
      throw new BackupError(`The archive cannot be read: ${error.message}`);
    });
    const manifest = readManifest(staging);
    checkDatabase(join(staging, DATABASE));
    for (const name of readdirSync(staging)) {
      if (name === MANIFEST) continue;
      rmSync(join(dataDir, name), { recursive: true, force: true });
      renameSync(join(staging, name), join(dataDir, name));
    }
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
