import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { defaultSiteSettings } from '../../../shared/content/site.ts';
import { buildApp } from '../../app.ts';
import { createAdmin } from '../../services/admins.ts';
import { createTestDatabase } from '../../test/postgres.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { submitContact, submitQuote } from '../leads/leads.ts';

/**
 * Two instances on one PostgreSQL database, as behind a load balancer: a staff member's client
 * polls one of them while visitors' leads land on both at once. Each lead must reach the client
 * exactly once and in order, whichever instance stored it and however their commits interleave.
 */
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
let database: { url: string; drop(): Promise<void> };
let smtp: TestSmtpServer;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase(inject('postgresUrl')!);
  smtp = await startSmtpServer();
  const secrets = { jwtSecret: 'j'.repeat(40), cookieSecret: 'c'.repeat(40), otpSecret: 'o'.repeat(40) };
  for (let i = 0; i < 2; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-alerts-'));
    dirs.push(dataDir);
    // One after the other: the first migrates and seeds.
    const app = await buildApp({ dataDir, databaseUrl: database.url, smtpUrl: smtp.url, webRoot: join(dataDir, 'no-web'), secrets, outbox: { pollMs: 50 } });
    await app.ready();
    apps.push(app);
  }
  await createAdmin(apps[0].db, 'staff@example.com', 'a long enough password', Date.now());
  token = (await apps[1].inject({ method: 'POST', url: '/api/admin/login', payload: { email: 'staff@example.com', password: 'a long enough password' } })).json().token;
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await smtp?.close();
  await database?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('reports every lead of both instances once and in order while they are being written', async () => {
  const poll = async (after?: number) =>
    (await apps[0].inject({ method: 'GET', url: `/api/admin/alerts${after === undefined ? '' : `?after=${after}`}`, headers: { authorization: `Bearer ${token}` } })).json()
      .data as { cursor: number; more: boolean; leads: { seq: number; id: string }[] };

  let cursor = (await poll()).cursor;
  const seen: { seq: number; id: string }[] = [];
  let writing = true;
  const poller = (async () => {
    // Polls as fast as it can while the writes run, then once more after the last commit.
    for (let last = false; ; ) {
      const answer = await poll(cursor);
      seen.push(...answer.leads);
      cursor = answer.cursor;
      if (last && !answer.more) return;
      if (!writing) last = true;
    }
  })();

  const settings = defaultSiteSettings;
  const writes = Array.from({ length: 60 }, (_, n) => {
    const app = apps[n % 2];
    const email = `visitor${n}@example.com`;
    const ctx = { settings, publicUrl: 'http://localhost:3000', now: Date.now(), batcher: app.writeBatcher };
    return n % 3 === 0
      ? submitQuote(app.db, { name: `Visitor ${n}`, email, service: 'web-products', subService: 'Shop', budget: 'under-100k', timeline: '1-month', message: 'Hi' }, email, ctx)
      : submitContact(app.db, { name: `Visitor ${n}`, email, subject: 'Hello', message: 'Hi' }, email, ctx);
  });
  let ids: string[];
  try {
    ids = await Promise.all(writes);
  } finally {
    // Even when a write failed: the poller must be done before the instances close.
    writing = false;
    await poller;
  }

  expect(seen.map((lead) => lead.id).sort()).toEqual([...ids].sort());
  const seqs = seen.map((lead) => lead.seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  expect(new Set(seqs).size).toBe(60);
}, 60_000);
