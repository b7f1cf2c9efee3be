import Database from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { createTestDatabase, startPostgres } from '../test/postgres.ts';

/** The engine the benchmarked server processes run on: SQLite in their DATA_DIR, or `--postgres`. */
export interface BenchDatabase {
  label: string;
  /** A fresh, empty database for one run: the environment of its server processes. */
  fresh(dataDir: string): Promise<BenchRunDatabase>;
  close(): void;
}

export interface BenchRunDatabase {
  env: Record<string, string>;
  countRows(table: 'contacts'): Promise<number>;
  drop(): Promise<void>;
}

/** Instances of one run share these, as design §10 requires of every instance. */
const SHARED_SECRETS = { JWT_SECRET: 'j'.repeat(32), COOKIE_SECRET: 'c'.repeat(32), OTP_SECRET: 'o'.repeat(32) };

export const wantsPostgres = () => process.argv.includes('--postgres');

/**
 * `--postgres`: a database per run on the server of DATABASE_URL (a role that may create
 * databases), or else on a throwaway local server with PostgreSQL's durable defaults (fsync on),
 * set beside SQLite's synchronous=FULL.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  if (!wantsPostgres()) {
    return {
      label: 'SQLite',
      async fresh(dataDir) {
        return {
          env: {},
          async countRows(table) {
            const db = new Database(join(dataDir, 'agency.db'), { readonly: true });
            try {
              return db.prepare(`select count(*) from ${table}`).pluck().get() as number;
            } finally {
              db.close();
            }
          },
          async drop() {},
        };
      },
      close() {},
    };
  }
  const given = process.env.DATABASE_URL;
  const server = given ? { url: given, stop() {} } : await startPostgres({ durable: true });
  if (!server) throw new Error('--postgres needs DATABASE_URL or Debian\'s postgresql binaries (docs/testing.md)');
  return {
    label: given ? 'PostgreSQL (DATABASE_URL)' : 'PostgreSQL (local, fsync on)',
    async fresh() {
      const database = await createTestDatabase(server.url);
      return {
        env: { DATABASE_URL: database.url, ...SHARED_SECRETS },
        async countRows(table) {
          const client = new pg.Client({ connectionString: database.url });
          await client.connect();
          try {
            return Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
          } finally {
            await client.end();
          }
        },
        drop: database.drop,
      };
    },
    close: () => server.stop(),
  };
}
