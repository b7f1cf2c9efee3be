import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-error.ts';

const run = promisify(execFile);

/**
 * pg_dump or pg_restore: PG_BIN when set, else the newest of Debian's side-by-side installs
 * (/usr/lib/postgresql/N/bin), else the one on PATH.
 */
function toolPath(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const installed = versions.map((version) => join(root, version, 'bin', name)).find((path) => existsSync(path));
  return installed ?? name;
}

/** libpq reads the password from the environment, so it never shows in the process list. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot reach the database at DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** pg_dump refuses a server newer than itself: say which version to install instead. */
async function checkedTool(name: 'pg_dump' | 'pg_restore', databaseUrl: string): Promise<string> {
  const path = toolPath(name);
  let version: string;
  try {
    version = (await run(path, ['--version'])).stdout;
  } catch {
    throw new BackupError(`${name} not found: install the PostgreSQL client of the server's version (e.g. postgresql-client-17) or set PG_BIN`);
  }
  const toolMajor = Number(/\(PostgreSQL\) (\d+)/.exec(version)?.[1]);
  const serverMajor = await withClient(databaseUrl, async (client) =>
    Math.floor(Number((await client.query<{ v: string }>('SHOW server_version_num')).rows[0].v) / 10_000),
  );
  if (toolMajor < serverMajor) {
    throw new BackupError(`${path} is version ${toolMajor}, the server ${serverMajor}: install ${name} ${serverMajor} (postgresql-client-${serverMajor}) or set PG_BIN`);
  }
  return path;
}

const lastLine = (error: unknown) => String((error as { stderr?: string }).stderr || (error as Error).message).trim().split('\n').at(-1);

/** The whole database in pg_dump's custom format, without owners or grants (restorable by any role). */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const tool = await checkedTool('pg_dump', databaseUrl);
  const { dbname, env } = connection(databaseUrl);
  await run(tool, ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', dbname], { env }).catch((error: unknown) => {
    throw new BackupError(`pg_dump failed: ${lastLine(error)}`);
  });
}

/** Restores a dump in one transaction: a failure leaves the database empty, as it was. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const tool = await checkedTool('pg_restore', databaseUrl);
  const tables = await withClient(databaseUrl, async (client) =>
    Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")).rows[0].n),
  );
  if (tables > 0) throw new BackupError('The database at DATABASE_URL already holds tables: restore into an empty database');
  const { dbname, env } = connection(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', dbname, file];
  await run(tool, args, { env }).catch((error: unknown) => {
    throw new BackupError(`pg_restore failed: ${lastLine(error)}`);
  });
}
