/**
 * `npm run bench:campaign [-- --mails 5000 --rounds 3 --postgres]` (issue 17): how fast the
 * outbox delivers a campaign, beside a bare nodemailer pool sending the same number of mails of
 * the same size to the same SMTP server (smtp-server on loopback, counting without parsing).
 * The server runs with no pace limit worth the name, so the sending is under test; its pool has
 * the bare pool's 3 connections. Prints, per round, the time to create the campaign, mails/s of
 * each from the first mail to the last, and their ratio. Target: >= 0.8.
 */
import nodemailer from 'nodemailer';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inChunks } from '../db/batches.ts';
import { openDatabase, openPostgres, type Db } from '../db/connect.ts';
import { startServerProcess } from '../test/server-process.ts';
import { startSmtpServer } from '../test/smtp.ts';
import { openBenchDatabase } from './database.ts';
import { argValue } from './measure.ts';

const mails = argValue('mails', 5000);
const rounds = argValue('rounds', 3);
const ADMIN = { email: 'bench@agency.test', password: 'bench password 123' };
const CONTENT = `<h1>Monsoon offers</h1><p>${'Fast websites, apps and brands for businesses across India. '.repeat(12)}</p><p>Hello {{email}}.</p>`;

const smtp = await startSmtpServer();
smtp.setMode('count');

async function waitForAccepted(count: number): Promise<void> {
  while (smtp.accepted() < count) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The bare figure: the same mails straight into a nodemailer pool of 3 connections. */
async function bareMailsPerSecond(): Promise<number> {
  const pool = nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: 3, tls: { rejectUnauthorized: false } });
  const before = smtp.accepted();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: mails }, (_, i) =>
      pool.sendMail({
        from: 'Narmada Digital Studio <hello@narmadadigital.in>',
        to: `reader${i}@example.com`,
        subject: 'Monsoon offers',
        html: `${CONTENT.replace('{{email}}', `reader${i}@example.com`)}<p><a href="https://www.narmada.example/unsubscribe/${randomUUID()}">Unsubscribe</a></p>`,
        text: 'Monsoon offers. Unsubscribe: https://www.narmada.example/unsubscribe/x',
      }),
    ),
  );
  await waitForAccepted(before + mails);
  const seconds = (performance.now() - started) / 1000;
  pool.close();
  return mails / seconds;
}

/** Active subscribers, written straight to the server's database (engine-neutral, through Kysely). */
async function seedSubscribers(db: Db, round: number): Promise<void> {
  const at = new Date().toISOString();
  const rows = Array.from({ length: mails }, (_, i) => ({
    id: randomUUID(),
    email: `r${round}-reader${i}@example.com`,
    status: 'active' as const,
    source: 'website',
    unsubscribe_token: randomUUID(),
    subscribed_at: at,
  }));
  for (const chunk of inChunks(rows)) await db.insertInto('subscribers').values(chunk).execute();
}

const engine = await openBenchDatabase();
console.log(`Engine: ${engine.label}; ${mails.toLocaleString('en-US')} mails per round\n`);
console.log('| round | campaign created in | outbox mails/s | bare pool mails/s | ratio |\n|---|---|---|---|---|');
try {
  for (let round = 1; round <= rounds; round++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-campaign-bench-'));
    const database = await engine.fresh(dataDir);
    // 60,000,000 a minute: due a millisecond apart at most, so the sending, not the pace, is measured.
    const server = await startServerProcess({
      ...database.env,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      CAMPAIGN_RATE_PER_MINUTE: '60000000',
    });
    const db = database.env.DATABASE_URL ? openPostgres(database.env.DATABASE_URL, 2) : openDatabase(join(dataDir, 'agency.db'));
    try {
      await seedSubscribers(db, round);
      const login = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
      const before = smtp.accepted();
      const started = performance.now();
      const created = await fetch(`${server.url}/api/admin/email-campaigns`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Round ${round}`, subject: 'Monsoon offers', content: CONTENT, targetAudience: 'newsletter_subscribers' }),
      });
      if (created.status !== 201) throw new Error(`Creating the campaign answered ${created.status}: ${await created.text()}`);
      const createdMs = performance.now() - started;
      // Sending starts while the answer travels: timed from the first mail the server accepted.
      await waitForAccepted(before + 1);
      const firstAt = performance.now();
      await waitForAccepted(before + mails);
      const outbox = (mails - 1) / ((performance.now() - firstAt) / 1000);
      const bare = await bareMailsPerSecond();
      console.log(`| ${round} | ${Math.round(createdMs)} ms | ${outbox.toFixed(0)} | ${bare.toFixed(0)} | ${(outbox / bare).toFixed(2)} |`);
    } finally {
      await db.destroy();
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  engine.close();
  await smtp.close();
}
