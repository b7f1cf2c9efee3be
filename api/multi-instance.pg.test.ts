import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Campaign } from '../shared/api/campaigns.ts';
import type { FileRecord } from '../shared/api/files.ts';
import type { Service } from '../shared/api/services.ts';
import type { Db } from './db/connect.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { DEFAULT_LEASE_MS } from './mail/outbox-worker.ts';
import { multipartFile } from './test/multipart.ts';
import { seedActiveSubscribers } from './test/newsletter.ts';
import { INSTANCE_STAFF, startInstances, type Instances } from './test/instances.ts';
import { unsentCampaignMails } from './test/outbox.ts';
import { startServerProcess, verifyOverHttp, type ServerProcess } from './test/server-process.ts';
import { codeFrom, type TestSmtpServer } from './test/smtp.ts';

/**
 * Design §10 end to end: three real server processes (`node api/server.ts`) on one PostgreSQL
 * database, one mail server and one shared DATA_DIR (the uploads volume), with the same secrets,
 * as behind a load balancer. What one instance does holds on the others; one is killed mid-send.
 */
const STAFF = INSTANCE_STAFF;
let instances: Instances;
let db: Db;
let smtp: TestSmtpServer;
let env: Record<string, string>;
let servers: ServerProcess[];
let token: string;

beforeAll(async () => {
  // 2,000 campaign mails due within two seconds: the sending, not the pacing, is under test. The
  // proxy is on this machine: a test may name each visitor's network in X-Forwarded-For.
  instances = await startInstances(inject('postgresUrl')!, { CAMPAIGN_RATE_PER_MINUTE: '60000', TRUST_PROXY: '127.0.0.1' });
  ({ db, smtp, env, servers } = instances);
  const login = await post(servers[0], '/api/admin/login', STAFF);
  expect(login.status).toBe(200);
  token = (await read<{ token: string }>(login)).token;
}, 120_000);

afterAll(async () => instances?.close());

const [A, B, C] = [0, 1, 2];
const json = { 'content-type': 'application/json' };
const post = (server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
const asStaff = () => ({ authorization: `Bearer ${token}` });
const read = async <T>(response: Response): Promise<T> => (await response.json()) as T;

describe('three instances on one PostgreSQL database', () => {
  it('shows an admin write made on A on B and C within one second', async () => {
    const names = async (server: ServerProcess): Promise<string[]> =>
      (await read<{ data: Service[] }>(await fetch(`${server.url}/api/services`))).data.map((s) => s.name);
    // B and C have the list cached.
    for (const i of [B, C]) expect(await names(servers[i])).toEqual(await names(servers[i]));

    const [service] = (await read<{ data: Service[] }>(await fetch(`${servers[A].url}/api/admin/services`, { headers: asStaff() }))).data;
    const { _id: id, createdAt: _c, updatedAt: _u, ...input } = service;
    const saved = await fetch(`${servers[A].url}/api/admin/services/${id}`, {
      method: 'PUT',
      headers: { ...json, ...asStaff() },
      body: JSON.stringify({ ...input, name: 'Renamed on instance A' }),
    });
    expect(saved.status).toBe(200);
    const written = performance.now();
    for (const i of [B, C]) {
      while (!(await names(servers[i])).includes('Renamed on instance A')) {
        expect(performance.now() - written).toBeLessThan(1000);
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    expect(performance.now() - written).toBeLessThan(1000);
  });

  it('verifies through B a code sent through A, and C knows the browser is verified', async () => {
    const email = 'visitor@example.com';
    expect((await post(servers[A], '/api/send-otp', { email, name: 'Visitor' })).status).toBe(200);
    const mail = await smtp.waitForMail((m) => m.to.includes(email), 30_000);
    const verified = await post(servers[B], '/api/verify-otp', { email, otp: codeFrom(mail) });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const check = await fetch(`${servers[C].url}/api/check-email-verified?email=${encodeURIComponent(email)}`, { headers: { cookie } });
    expect(await check.json()).toMatchObject({ verified: true });
  });

  it('holds the per-IP limit of the contact form across instances', async () => {
    const { max } = DEFAULT_LIMITS.lead;
    const body = { name: 'Visitor', email: 'spread@example.com', subject: 'Hello', message: 'Spread over three instances' };
    // One visitor's requests, spread over the instances as a round-robin proxy would, all at once.
    const answers = await Promise.all(Array.from({ length: max + 6 }, (_, i) => post(servers[i % 3], '/api/contact', body)));
    const statuses = answers.map((a) => a.status);
    // Not verified, so every request let through is refused (403); past the limit, 429.
    expect(statuses.filter((s) => s === 403)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('holds the daily cap of leads per address across instances, a proven browser sending from many networks at once', async () => {
    const { max } = DEFAULT_LIMITS.leadsPerAddress;
    const email = 'meera.iyer.design-studio+three-instances@example-mail.in';
    const cookie = await verifyOverHttp(servers[A].url, smtp, email);
    const body = (n: number) => ({ name: 'Meera Iyer', email, subject: `Message ${n}`, message: 'Spread over three instances and many networks' });
    const answers = await Promise.all(
      Array.from({ length: max + 6 }, (_, n) => post(servers[n % 3], '/api/contact', body(n), { cookie, 'x-forwarded-for': `198.51.100.${n + 1}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(max).fill(200), ...Array(6).fill(429)]);
    expect(await db.selectFrom('contacts').select('id').where('verified_email', '=', email).execute()).toHaveLength(max);
  });

  it('serves from C a file uploaded through A', async () => {
    const content = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const { payload, headers } = multipartFile('brief.pdf', content, 'application/pdf');
    const uploaded = await fetch(`${servers[A].url}/api/admin/files`, {
      method: 'POST',
      headers: { ...headers, ...asStaff() },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await read<{ data: FileRecord }>(uploaded)).data;
    const served = await fetch(`${servers[C].url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(content);
  });

  it('mails each of 2,000 subscribers exactly once while A is killed mid-send and restarted', async () => {
    const count = 2000;
    const addresses = Array.from({ length: count }, (_, i) => `subscriber${String(i).padStart(4, '0')}@example.com`);
    await seedActiveSubscribers(db, addresses);
    const subject = 'Multi-instance campaign';
    const isCampaignMail = (m: { subject: string }) => m.subject === subject;

    // The mail server holds every message unanswered for now: instances have mail in flight.
    smtp.setMode('hold');
    const created = await post(
      servers[A],
      '/api/admin/email-campaigns',
      { name: 'Kill test', subject, content: '<p>Hello {{email}}</p>', targetAudience: 'newsletter_subscribers' },
      asStaff(),
    );
    expect(created.status).toBe(201);
    expect((await read<{ data: Campaign }>(created)).data.recipients.total).toBe(count);

    const killed = servers[A];
    const heldBy = (pid: number) =>
      db.selectFrom('outbox').select('id').where('status', '=', 'sending').where('claimed_by', 'like', `%:${pid}:%`).execute();
    await expect.poll(async () => (await heldBy(killed.child.pid!)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const rowOf = (messageId: string) => Number(/^<outbox-(\d+)-/.exec(messageId)?.[1]);
    const heldOfA = async () => {
      const ids = new Set((await heldBy(killed.child.pid!)).map((row) => row.id));
      return smtp.held().filter((m) => ids.has(rowOf(m.messageId)));
    };
    await expect.poll(async () => (await heldOfA()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toBe('SIGKILL');
    // What A had claimed and not recorded: none of it was accepted (the server held it), and the
    // mail server has seen A's connections close, so it never answers those messages.
    const orphaned = (await heldBy(killed.child.pid!)).map((row) => row.id);
    expect(orphaned.length).toBeGreaterThan(0);
    await expect.poll(async () => (await heldOfA()).every((m) => !m.connected), { timeout: 10_000 }).toBe(true);
    const acceptedBeforeRelease = smtp.messages.filter(isCampaignMail).length;
    expect(acceptedBeforeRelease).toBe(0);

    // B and C go on; A starts again while they are sending and must leave their mail alone.
    smtp.setMode('accept');
    servers[A] = await startServerProcess(env);

    // A's orphaned mails wait for their lease to run out, then another instance sends them.
    await expect.poll(() => unsentCampaignMails(db), { timeout: DEFAULT_LEASE_MS + 120_000, interval: 500 }).toBe(0);

    const recipients = smtp.messages.filter(isCampaignMail).flatMap((m) => m.to).sort();
    const twice = recipients.filter((to, i) => recipients[i - 1] === to);
    if (twice.length) {
      const rows = await db.selectFrom('outbox').select(['id', 'to_address', 'claimed_by', 'attempts']).where('to_address', 'in', twice).execute();
      console.error('Mailed twice:', JSON.stringify({ rows, orphaned, killed: killed.child.pid }));
    }
    expect(recipients.length).toBe(count);
    expect(recipients).toEqual(addresses);
    const takenOver = await db.selectFrom('outbox').select(['claimed_by', 'status']).where('id', 'in', orphaned).execute();
    expect(takenOver.every((row) => row.status === 'sent' && !row.claimed_by!.includes(`:${killed.child.pid}:`))).toBe(true);
    const failed = await db.selectFrom('outbox').select('id').where('kind', '=', 'campaign').where('attempts', '!=', 1).execute();
    expect(failed).toEqual([]);
  }, DEFAULT_LEASE_MS + 240_000);
});
