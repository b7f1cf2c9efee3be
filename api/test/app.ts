import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { createTestDatabase } from './postgres.ts';
import { waitForFileMail } from './mail-folder.ts';
import { codeFrom, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp.ts';

export interface TestContext {
  app: FastifyInstance;
  smtp: TestSmtpServer;
  dataDir: string;
  /** The PostgreSQL database of this app in the api-pg project; undefined on SQLite. */
  databaseUrl?: string;
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

/** In the api-pg project, a fresh database on the run's PostgreSQL server; else none (SQLite). */
async function testDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  const server = inject('postgresUrl');
  return server ? createTestDatabase(server) : { drop: async () => {} };
}

/**
 * The real app on a fresh SQLite file in a temp folder (or a fresh PostgreSQL database in the
 * api-pg project), mailing a real SMTP server on loopback, with a clock the test moves by hand.
 */
export async function startTestApp(overrides: Partial<AppOptions> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-test-'));
  const database = await testDatabase();
  const smtp = await startSmtpServer();
  const clock = {
    now: Date.parse('2026-11-23T10:00:00Z'),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = await buildApp({
    dataDir,
    databaseUrl: database.url,
    smtpUrl: smtp.url,
    webRoot: join(dataDir, 'no-web'),
    now: () => clock.now,
    outbox: { pollMs: 50, retryBaseMs: 10, timeoutMs: 2000 },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    smtp,
    dataDir,
    databaseUrl: database.url,
    clock,
    async close() {
      await app.close();
      await smtp.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The verification cookie of an answer, ready to send back as a Cookie header. */
export const cookieOf = (response: LightMyRequestResponse): string =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** The first mail matching: delivered to the test SMTP server, or written to the outbox folder by an app without SMTP. */
export const waitForMail = (ctx: TestContext, predicate: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> =>
  ctx.app.mailMode === 'file' ? waitForFileMail(join(ctx.dataDir, 'outbox'), predicate) : ctx.smtp.waitForMail(predicate);

/** Goes through send-otp and verify-otp like a visitor and returns the browser's cookie. */
export async function verifyEmail(ctx: TestContext, email: string, ip = '127.0.0.1', form?: { type: string; source?: string }): Promise<string> {
  const sent = await ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email, name: 'Test', ...form }, remoteAddress: ip });
  if (sent.statusCode !== 200) throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const address = email.toLowerCase();
  const mail = await waitForMail(ctx, (m) => m.to.includes(address) && /verification code/i.test(m.subject));
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { email, otp: codeFrom(mail) },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return cookieOf(verified);
}

/** One app shared by every test of the calling file (tests that mostly read), with a GET helper. */
export function sharedTestApp(overrides: Partial<AppOptions> = {}) {
  const current = {} as { ctx: TestContext };
  beforeAll(async () => {
    current.ctx = await startTestApp(overrides);
  });
  afterAll(async () => current.ctx.close());
  return {
    get ctx() {
      return current.ctx;
    },
    get: (url: string, headers: Record<string, string> = {}) => current.ctx.app.inject({ method: 'GET', url, headers }),
  };
}
