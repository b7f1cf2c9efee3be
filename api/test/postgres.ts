import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the api-pg project (api/test/postgres-setup.ts): test apps run on PostgreSQL. */
    postgresUrl?: string;
    /** The run's own server, for fault tests that restart or stop it (faults project). */
    postgresControl?: PostgresControl;
  }
}

/** What pg_ctl needs to stop, start or restart the run's server from a test file. */
export interface PostgresControl {
  bin: string;
  data: string;
  serverOptions: string;
  logFile: string;
}

/**
 * A real PostgreSQL server for the API suite on PostgreSQL (design §9): Debian's binaries, a
 * throwaway cluster in a temp folder on a free loopback port. Not PGlite: one connection would
 * hide exactly the races several instances expose.
 */
export interface PostgresServer {
  /** Superuser URL of the `postgres` database; tests make a database each from it. */
  url: string;
  control: PostgresControl;
  stop(): void;
}

function binDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const newest = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return newest && join(root, newest, 'bin');
}

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user. */
function asPostgresUser(bin: string, args: string[]): [string, string[]] {
  return userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[]): void {
  execFileSync(...asPostgresUser(bin, args), { stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * `durable` keeps PostgreSQL's own defaults (fsync, synchronous commit), for benchmarks set
 * beside SQLite with synchronous=FULL; tests leave it off.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer | undefined> {
  const bin = binDir();
  if (!bin || !existsSync(join(bin, 'pg_ctl'))) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'agency-pg-'));
  if (userInfo().uid === 0) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // Durability is not under test in the suite: no fsync keeps it fast on a small machine.
  const fast = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=400${fast}`;
  const control = { bin, data, serverOptions, logFile: join(dir, 'server.log') };
  await controlPostgres(control, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    control,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * pg_ctl on the run's server, waiting until done: 'restart' and 'stop' in fast mode (sessions
 * are ended, as in a managed database's maintenance), 'start' with the server's own options.
 */
export async function controlPostgres(control: PostgresControl, action: 'start' | 'stop' | 'restart'): Promise<void> {
  const { bin, data, serverOptions, logFile } = control;
  // The log file on restart too: without it the new server writes to pg_ctl's pipe, which then never closes.
  const args = [...(action === 'stop' ? [] : ['-o', serverOptions, '-l', logFile]), ...(action === 'start' ? [] : ['-m', 'fast'])];
  // Not execFileSync: a test's traffic keeps running while the server goes down and comes back.
  const [command, commandArgs] = asPostgresUser(join(bin, 'pg_ctl'), ['-D', data, ...args, '-w', action]);
  await promisify(execFile)(command, commandArgs);
}

/** A fresh, empty database on the server; `drop` removes it with any connection still open. */
export async function createTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `agency_${Math.random().toString(36).slice(2, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
