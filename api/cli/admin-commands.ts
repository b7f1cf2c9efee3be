import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connectDatabase, listMigrations, migrateToLatest } from '../db/connect.ts';
import { MIN_PASSWORD_LENGTH, createAdmin, setAdminPassword } from '../services/admins.ts';
import type { Secrets } from '../config.ts';
import { BackupError } from './backup-error.ts';
import { createBackup, restoreBackup, secretsDifferingFromRestored } from './backup.ts';

export const USAGE = `Usage:
  npm run admin -- create <email> <password>
  npm run admin -- reset-password <email> <password>   (ends every session of that admin)
  npm run admin -- backup [dir]                         (one .tar.gz; default dir: DATA_DIR/backups)
  npm run admin -- restore <archive>                    (into an empty DATA_DIR, and an empty database with DATABASE_URL)
  npm run admin -- migrations                           (applied and pending)`;

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

/** Where the commands work: the server's own database (DATA_DIR's SQLite file or DATABASE_URL). */
export interface CommandTarget {
  dataDir: string;
  databaseUrl?: string;
  /** Those given in the environment: a PostgreSQL backup keeps them. */
  secrets?: Partial<Secrets>;
}

/** Lists applied migrations with their time and the pending ones, without applying any. */
async function showMigrations(target: CommandTarget, out: CommandOutput): Promise<void> {
  const dbFile = join(target.dataDir, 'agency.db');
  if (!target.databaseUrl && !existsSync(dbFile)) throw new UsageError(`No database at ${dbFile}: check DATA_DIR`);
  const db = connectDatabase(target);
  try {
    for (const { name, executedAt } of await listMigrations(db)) {
      out.info(`${executedAt ? 'applied' : 'pending'}  ${name}${executedAt ? `  ${executedAt.toISOString()}` : ''}`);
    }
  } finally {
    await db.destroy();
  }
}

/** Runs one admin command against DATA_DIR's database; answers the process exit code. */
export async function runAdminCommand(argv: string[], target: CommandTarget, out: CommandOutput, now = new Date()): Promise<number> {
  const [command, ...args] = argv;
  const { dataDir } = target;
  try {
    if (command === 'backup') {
      if (args.length > 1) throw new UsageError(USAGE);
      out.info(`Backup written to ${await createBackup(target, resolve(args[0] ?? join(dataDir, 'backups')), now)}`);
      return 0;
    }
    if (command === 'restore') {
      if (args.length !== 1) throw new UsageError(USAGE);
      const manifest = await restoreBackup(resolve(args[0]), target);
      const into = target.databaseUrl ? `${dataDir} and the database at DATABASE_URL` : dataDir;
      out.info(`Restored the backup of ${manifest.createdAt} into ${into}; start the server to use it`);
      const differing = secretsDifferingFromRestored(target);
      if (differing.length) {
        out.info(`${differing.join(', ')} differ from the backup's (now in ${join(dataDir, 'secrets.json')}): set those values to keep staff signed in and codes in flight valid`);
      }
      return 0;
    }
    if (command === 'migrations') {
      if (args.length > 0) throw new UsageError(USAGE);
      await showMigrations(target, out);
      return 0;
    }
    if (command !== 'create' && command !== 'reset-password') throw new UsageError(USAGE);
    const { email, password } = credentials(args);
    mkdirSync(dataDir, { recursive: true });
    const db = connectDatabase(target);
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
    if (!(error instanceof UsageError || error instanceof BackupError)) throw error;
    out.error(error.message);
    return 1;
  }
}
