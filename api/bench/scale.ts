/**
 * `npm run bench:scale [-- --sizes 1000,10000]` (issue 17): seeds N contacts, N subscribers and N
 * page views (plus N/10 quotes) into a temporary data folder, starts the real server process on
 * it and prints, per size, latency and bytes of each admin list's first page, a search, the
 * dashboard, the analytics panel, the CSV export beside a bare SELECT streamed to a socket, and
 * the p99 of `GET /` at 100 requests/s while each staff action runs. SQLite only.
 */
import SQLite from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../test/server-process.ts';
import { measure } from './measure.ts';

const sizesArg = process.argv.indexOf('--sizes');
const SIZES = (sizesArg >= 0 ? process.argv[sizesArg + 1] : '1000,10000,100000,1000000').split(',').map(Number);
const ADMIN = { email: 'bench@agency.test', password: 'bench password 123' };
const DAY_MS = 86_400_000;
const NOW = Date.now();
const PATHS = ['/', '/services', '/portfolio', '/contact', '/get-started', '/about', '/blog', '/privacy', '/terms', '/sitemap'];
const HOSTS = ['www.google.com', 'www.bing.com', 'duckduckgo.com', 'www.linkedin.com', 'news.example'];
const n4 = (i: number) => String(i).padStart(7, '0');

/** Bulk rows through one prepared statement per table in one transaction: seconds per million. */
function seed(file: string, size: number): void {
  const db = new SQLite(file);
  db.pragma('synchronous = OFF');
  const at = (i: number, count: number) => new Date(NOW - 365 * DAY_MS + Math.floor((i / count) * 365 * DAY_MS)).toISOString();
  // Columns named: later migrations add lead columns with defaults (pipeline stage, owner...).
  const contact = db.prepare('INSERT INTO contacts (id, name, email, phone, subject, message, verified_email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const quote = db.prepare(
    'INSERT INTO quotes (id, name, email, phone, service, sub_service, budget, timeline, message, verified_email, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const subscriber = db.prepare('INSERT INTO subscribers (id, email, status, source, unsubscribe_token, subscribed_at) VALUES (?, ?, ?, ?, ?, ?)');
  const event = db.prepare("INSERT INTO visitor_events (type, path, referrer, day, created_at) VALUES ('pageview', ?, ?, ?, ?)");
  const daily = db.prepare('INSERT INTO visitor_daily VALUES (?, ?, ?, ?)');
  const vital = db.prepare("INSERT INTO vital_daily VALUES ('LCP', ?, ?, ?)");
  db.transaction(() => {
    for (let i = 0; i < size; i++) {
      const email = `lead${n4(i)}@example.com`;
      contact.run(`c-${n4(i)}`, `Lead ${n4(i)}`, email, '+91 90000 00000', `Website for shop ${i % 500}`, 'We need a new website with online bookings and a blog.', email, at(i, size));
      subscriber.run(`s-${n4(i)}`, `reader${n4(i)}@example.com`, i % 10 ? 'active' : 'unsubscribed', 'website', `token-${n4(i)}`, at(i, size));
    }
    const quotes = Math.max(100, size / 10);
    for (let i = 0; i < quotes; i++) {
      const email = `client${n4(i)}@example.com`;
      quote.run(`q-${n4(i)}`, `Client ${n4(i)}`, email, '', 'Web Products & Platforms', 'Custom React/Next.js apps', '100k-500k', '1-month', 'A shop with payments.', email, at(i, quotes));
    }
    // Page views over the last 30 days, with their daily totals as the server keeps them.
    const totals = new Map<string, number>();
    const bump = (key: string) => totals.set(key, (totals.get(key) ?? 0) + 1);
    for (let i = 0; i < size; i++) {
      const created = NOW - 30 * DAY_MS + Math.floor((i / size) * 30 * DAY_MS);
      const day = new Date(created).toISOString().slice(0, 10);
      const path = PATHS[i % PATHS.length];
      const referrer = i % 3 ? null : HOSTS[i % HOSTS.length];
      event.run(path, referrer, day, created);
      bump(`${day}\ttotal\t`);
      bump(`${day}\tpath\t${path}`);
      if (referrer) bump(`${day}\treferrer\t${referrer}`);
      if (i % 10 === 0) bump(`${day}\tvital\t${800 + (i % 3000)}`);
    }
    for (const [key, count] of totals) {
      const [day, kind, value] = key.split('\t');
      if (kind === 'vital') vital.run(day, Number(value), count);
      else daily.run(day, kind, value, count);
    }
  })();
  db.close();
}

interface Answer {
  status: number;
  bytes: number;
  ms: number;
  body: Buffer;
}

/** A GET as a browser sends it (brotli accepted); bytes are what crossed the wire. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (chunks.length < 64) chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, ms: performance.now() - started, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url: string, headers: Record<string, string>, runs = 5) {
  await get(url, headers);
  const answers: Answer[] = [];
  for (let i = 0; i < runs; i++) answers.push(await get(url, headers));
  const status = answers[0].status;
  if (status !== 200) throw new Error(`${url} answered ${status}: ${answers[0].body.toString().slice(0, 200)}`);
  return { ms: median(answers.map((a) => a.ms)), bytes: answers[0].bytes };
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

/** Runs `work` while sampling the server's resident memory; answers its time and peak growth. */
async function withMemory(pid: number, work: () => Promise<unknown>) {
  const base = rssMb(pid);
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  await work();
  clearInterval(sampler);
  return { ms: performance.now() - started, peakMb: peak - base };
}

/** The bare figure: the same columns, same order, as CSV lines straight from a SELECT to a socket. */
async function bareExport(file: string) {
  const db = new SQLite(file, { readonly: true });
  const server = createServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    const rows = db.prepare('SELECT created_at, name, email, phone, subject, message FROM contacts ORDER BY created_at, id').raw().iterate();
    for (const row of rows as Iterable<string[]>) {
      if (!response.write(`${row.map((v) => `"${String(v).replace(/"/g, '""')}"`).join(',')}\r\n`)) {
        await new Promise((resolve) => response.once('drain', resolve));
      }
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const started = performance.now();
  const answer = await get(`http://127.0.0.1:${port}/`, {});
  const ms = performance.now() - started;
  server.close();
  db.close();
  return { ms, bytes: answer.bytes };
}

/** p99 of GET / at 100 requests/s over 4 s while a staff member repeats `action` (4 times a second). */
async function homeP99While(url: string, action?: () => Promise<unknown>) {
  let running = true;
  const loop = (async () => {
    while (running && action) await Promise.all([action(), new Promise((resolve) => setTimeout(resolve, 250))]);
  })();
  const result = await measure({ url: `${url}/` }, { seconds: 4, connections: 10, rate: 100 });
  running = false;
  await loop;
  return result.p99Ms;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

for (const size of SIZES) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-scale-'));
  const file = join(dataDir, 'agency.db');
  // A first start migrates and seeds the site's content (and renders its pictures); the measured
  // start below is a restart, as every start after the first is.
  const first = await startServerProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  first.child.kill('SIGTERM');
  await first.exited;
  let started = performance.now();
  seed(file, size);
  const seedMs = performance.now() - started;

  started = performance.now();
  const server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const startMs = performance.now() - started;
  const pid = server.child.pid!;
  // Let start-up work (cache warm-up, first renders) finish before anything is measured.
  for (let i = 0; i < 20; i++) await get(`${server.url}/`, {});
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleMb = rssMb(pid);
  try {
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const lines: [string, string][] = [];
    const row = (label: string, figure: { ms: number; bytes: number }) => lines.push([label, `${ms(figure.ms)}, ${kb(figure.bytes)}`]);
    for (const [label, path] of [
      ['contacts, first page', '/api/admin/contacts'],
      ['quotes, first page', '/api/admin/quotes'],
      ['subscribers, first page', '/api/admin/newsletter'],
      ['campaigns, first page', '/api/admin/email-campaigns'],
      ['files, first page', '/api/admin/files'],
      ['templates, first page', '/api/admin/email-templates'],
      ['contacts, page 2', ''],
      ['contacts, search by e-mail', `/api/admin/contacts?q=lead${n4(Math.floor(size / 2))}%40example.com`],
      ['contacts, search by subject (2% of rows match)', '/api/admin/contacts?q=website%20for%20shop%2042'],
      ['subscribers sorted by e-mail', '/api/admin/newsletter?sort=email&order=asc'],
      ['dashboard stats', '/api/admin/dashboard/stats'],
      ['analytics, 30 days', '/api/analytics'],
    ] as const) {
      let target: string = path;
      if (!path) {
        const first = JSON.parse((await get(`${server.url}/api/admin/contacts`, { ...auth, 'accept-encoding': 'identity' })).body.toString());
        target = `/api/admin/contacts?cursor=${first.nextCursor}`;
      }
      row(label, await timed(server.url + target, auth));
    }
    let exportBytes = 0;
    const exported = await withMemory(pid, async () => {
      exportBytes = (await get(`${server.url}/api/admin/export/contacts.csv`, auth)).bytes;
    });
    const bare = await bareExport(file);
    lines.push([
      'CSV export of every contact',
      `${ms(exported.ms)} (${(exported.ms / bare.ms).toFixed(2)}x the bare ${ms(bare.ms)}), ${(exportBytes / 1048576).toFixed(1)} MB, server memory +${exported.peakMb.toFixed(0)} MB at peak`,
    ]);

    const idle = await homeP99While(server.url);
    const staffActions: [string, () => Promise<unknown>][] = [
      ['contacts first page + search', () => Promise.all([get(`${server.url}/api/admin/contacts`, auth), get(`${server.url}/api/admin/contacts?q=lead${n4(Math.floor(size / 3))}`, auth)])],
      ['dashboard stats', () => get(`${server.url}/api/admin/dashboard/stats`, auth)],
      ['analytics', () => get(`${server.url}/api/analytics`, auth)],
      ['CSV export', () => get(`${server.url}/api/admin/export/contacts.csv`, auth)],
    ];
    const p99s = [`idle ${ms(idle)}`];
    for (const [label, action] of staffActions) p99s.push(`${label} ${ms(await homeP99While(server.url, action))}`);
    lines.push(['GET / p99 at 100 req/s while', p99s.join('; ')]);

    console.log(`\n### ${size.toLocaleString('en-US')} contacts, subscribers and page views (${Math.max(100, size / 10).toLocaleString('en-US')} quotes)`);
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s; server start ${ms(startMs)}, idle RSS ${idleMb.toFixed(0)} MB\n`);
    console.log('| measure | figure |\n|---|---|');
    for (const [label, figure] of lines) console.log(`| ${label} | ${figure} |`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
