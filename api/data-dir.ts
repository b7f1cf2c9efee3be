import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDataDir } from './config.ts';

/**
 * What the server keeps in DATA_DIR: the database (codes, leads), generated secrets, uploads and
 * their picture variants, mails written as files (codes in them) and backups. Only these are
 * tightened: DATA_DIR set by mistake to a folder with other files in it changes nothing else.
 */
const SERVER_ENTRIES = ['agency.db', 'agency.db-wal', 'agency.db-shm', 'secrets.json', 'uploads', 'uploads-variants', 'outbox', 'backups'];

const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

function tighten(path: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  // A symbolic link is followed by chmod: whatever it points to is not this folder's to change.
  if (!stat || stat.isSymbolicLink()) return;
  const mode = stat.isDirectory() ? FOLDER_MODE : FILE_MODE;
  if ((stat.mode & 0o777) !== mode) chmodSync(path, mode);
  if (stat.isDirectory()) for (const name of readdirSync(path)) tighten(join(path, name));
}

/**
 * Creates DATA_DIR, or brings an existing one (an older release's, a restored backup's) to 0700
 * folders and 0600 files, so nothing in it is readable by other users of the machine (design §7).
 * Runs on every start and after a restore.
 */
export function secureDataDir(dataDir: string): void {
  prepareDataDir(dataDir);
  chmodSync(dataDir, FOLDER_MODE);
  for (const name of SERVER_ENTRIES) {
    const path = join(dataDir, name);
    if (existsSync(path)) tighten(path);
  }
}
