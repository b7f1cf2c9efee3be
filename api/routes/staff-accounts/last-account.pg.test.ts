import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createAdmin } from '../../services/admins.ts';
import { createTestDatabase } from '../../test/postgres.ts';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer: the only two staff members
 * remove each other at the same moment, each through another instance. One of them must stay, or
 * nobody could sign in to the dashboard again.
 */
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
let database: { url: string; drop(): Promise<void> };
const PASSWORD = 'a long enough password';

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresUrl')!);
  for (let i = 0; i < 2; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-staff-'));
    dirs.push(dataDir);
    // One after the other: the first migrates and seeds.
    const app = await buildApp({ dataDir, databaseUrl: database.url, webRoot: join(dataDir, 'no-web') });
    await app.ready();
    apps.push(app);
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Signs in from an address of its own (sign-ins are rate-limited per IP). */
const signIn = async (app: FastifyInstance, email: string, ip: string) =>
  (await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password: PASSWORD }, remoteAddress: ip })).json().token as string;

it('keeps one staff account when the last two remove each other on two instances at once', async () => {
  const db = apps[0].db;
  for (let round = 0; round < 25; round++) {
    await db.deleteFrom('admins').execute();
    const ids = [await createAdmin(db, `one${round}@example.com`, PASSWORD, Date.now()), await createAdmin(db, `two${round}@example.com`, PASSWORD, Date.now())];
    const tokens = [await signIn(apps[0], `one${round}@example.com`, `10.0.${round}.1`), await signIn(apps[1], `two${round}@example.com`, `10.0.${round}.2`)];
    // Instance 0 removes account two for account one; instance 1 removes account one for account two.
    const answers = await Promise.all(
      [0, 1].map((i) => apps[i].inject({ method: 'DELETE', url: `/api/admin/staff/${ids[1 - i]}`, headers: { authorization: `Bearer ${tokens[i]}` } })),
    );
    const left = await db.selectFrom('admins').select('id').execute();
    expect(left, `round ${round}: ${answers.map((a) => a.statusCode).join(', ')}`).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  }
});
