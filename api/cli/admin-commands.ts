import SQLite from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrateToLatest, openDatabase } from '../db/connect.ts';
import { MIN_PASSWORD_LENGTH, createAdmin, setAdminPassword } from '../services/admins.ts';

export const USAGE = `Usage:
  npm run admin -- create <email> <password>
  npm run admin -- reset-password <email> <password>   (ends every session of that admin)
  npm run admin -- backup [dir]                         (default: DATA_DIR/backups)`;

export interface CommandOutput {
  info(line: string): void;
  error(line: string): void;
}

class UsageError extends Error {}

function credentials(args: string[]): { email: string; password: string } {
  const [email, password] = args;
  if (!email || !password || args.length !== 2) throw new UsageError(USAGE);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`"${email}" is not an e-mail address`);
  if (password.trim().length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  return { email, password };
}

const stamp = (now: Date) => now.toISOString().replace(/\.\d+Z$/, '').replace(/[-:]/g, '').replace('T', '-');

/**
 * A consistent copy of the live database through SQLite's online backup, safe while the server
 * runs and writes (a plain file copy of a WAL database can be torn).
 */
async function backup(dbFile: string, targetDir: string, now: Date): Promise<string> {
  if (!existsSync(dbFile)) throw new UsageError(`No database at ${dbFile}: check DATA_DIR`);
  mkdirSync(targetDir, { recursive: true });
  const target = join(targetDir, `agency-${stamp(now)}.db`);
  const sqlite = new SQLite(dbFile, { readonly: true, fileMustExist: true });
  try {
    await sqlite.backup(target);
  } finally {
    sqlite.close();
  }
  return target;
}

/** Runs one admin command against DATA_DIR's database; answers the process exit code. */
export async function runAdminCommand(argv: string[], dataDir: string, out: CommandOutput, now = new Date()): Promise<number> {
  const [command, ...args] = argv;
  const dbFile = join(dataDir, 'agency.db');
  try {
    if (command === 'backup') {
      if (args.length > 1) throw new UsageError(USAGE);
      out.info(`Backup written to ${await backup(dbFile, resolve(args[0] ?? join(dataDir, 'backups')), now)}`);
      return 0;
    }
    if (command !== 'create' && command !== 'reset-password') throw new UsageError(USAGE);
    const { email, password } = credentials(args);
    mkdirSync(dataDir, { recursive: true });
    const db = openDatabase(dbFile);
    try {
      await migrateToLatest(db);
      const existing = await db.selectFrom('admins').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
      if (command === 'create') {
        if (existing) throw new UsageError(`An admin ${email} already exists; use reset-password to change the password`);
        await createAdmin(db, email, password, now.getTime());
        out.info(`Admin ${email.toLowerCase()} created`);
      } else {
        if (!(await setAdminPassword(db, email, password, now.getTime()))) throw new UsageError(`No admin ${email}`);
        out.info(`Password of ${email.toLowerCase()} changed; its earlier sessions are signed out`);
      }
    } finally {
      await db.destroy();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out.error(error.message);
    return 1;
  }
}
