import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase, type Db } from '../db/connect.ts';
import { createTestDatabase } from './postgres.ts';
import { INSTANCE_SECRETS, startServerProcess, type ServerProcess } from './server-process.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

/** The staff account every instance is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const INSTANCE_STAFF = { email: 'owner@example.com', password: 'a long enough password' };

/**
 * Design §10 as deployed: real server processes (`node api/server.ts`) on one fresh PostgreSQL
 * database, one mail server (real SMTP on loopback) and one shared DATA_DIR (the uploads volume),
 * with the same secrets, as behind a load balancer.
 */
export interface Instances {
  /** A test may replace one it killed (startServerProcess(env)). */
  servers: ServerProcess[];
  env: Record<string, string>;
  /** The test's own connection to the instances' database. */
  db: Db;
  databaseUrl: string;
  dataDir: string;
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

export async function startInstances(postgresUrl: string, extraEnv: Record<string, string> = {}, count = 3): Promise<Instances> {
  const database = await createTestDatabase(postgresUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-instances-'));
  const smtp = await startSmtpServer();
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ...INSTANCE_SECRETS,
    ADMIN_EMAIL: INSTANCE_STAFF.email,
    ADMIN_PASSWORD: INSTANCE_STAFF.password,
    ...extraEnv,
  };
  // Started together, as a deploy starts them: migrations, seed and first admin run once.
  const servers = await Promise.all(Array.from({ length: count }, () => startServerProcess(env)));
  const db = connectDatabase({ dataDir, databaseUrl: database.url });
  return {
    servers,
    env,
    db,
    databaseUrl: database.url,
    dataDir,
    smtp,
    async close() {
      for (const server of servers) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await db.destroy();
      await smtp.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
