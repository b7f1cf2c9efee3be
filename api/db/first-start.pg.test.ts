import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { defaultProjects } from '../../shared/content/projects.ts';
import { defaultServices } from '../../shared/content/services.ts';
import { buildApp } from '../app.ts';
import { ensureAdmin } from '../services/admins.ts';
import { createTestDatabase } from '../test/postgres.ts';

// Several instances on one PostgreSQL database (design §10); the api-pg project runs this file.
const secrets = { jwtSecret: 'j'.repeat(32), cookieSecret: 'c'.repeat(32), otpSecret: 'o'.repeat(32) };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startInstances(count: number) {
  const database = await createTestDatabase(inject('postgresUrl')!);
  cleanups.push(database.drop);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'agency-instance-'));
      const app = await buildApp({ dataDir, databaseUrl: database.url, secrets, webRoot: join(dataDir, 'no-web') });
      cleanups.push(async () => {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      });
      return app;
    }),
  );
}

const quiet = { info() {}, warn() {} };

describe('instances starting together on one database', () => {
  it('migrate and seed once, and all of them start', async () => {
    const apps = await startInstances(3);
    const db = apps[0].db;
    expect(await db.selectFrom('services').select('id').execute()).toHaveLength(defaultServices.length);
    expect(await db.selectFrom('projects').select('id').execute()).toHaveLength(defaultProjects.length);
    for (const app of apps) expect((await app.inject({ method: 'GET', url: '/api/services' })).json().data).toHaveLength(defaultServices.length);
  });

  it('make the first staff account once, whether printed or from ADMIN_EMAIL', async () => {
    const apps = await startInstances(3);
    const printed: string[] = [];
    await Promise.all(apps.map((app) => ensureAdmin(app.db, {}, { info() {}, warn: (line) => printed.push(line) })));
    expect(printed).toHaveLength(1);
    const credentials = { email: 'owner@example.com', password: 'a long enough password' };
    await Promise.all(apps.map((app) => ensureAdmin(app.db, credentials, quiet)));
    const admins = await apps[0].db.selectFrom('admins').select('email').orderBy('email').execute();
    expect(admins.map((admin) => admin.email)).toEqual(['admin@localhost', 'owner@example.com']);
  });
});
