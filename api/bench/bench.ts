/**
 * `npm run bench`: requests/s and p99 of the built server for four routes, each beside a bare
 * Fastify route sending identical bytes, measured in the same run (design §8).
 * Options: --seconds 10 --connections 10. Target: cached public reads at >= 0.8 of bare.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWebIfStale } from '../build-web';
import { startServerProcess, verifyOverHttp } from '../test/server-process';
import { startSmtpServer } from '../test/smtp';
import { argValue, measure, pinToCore, type LoadTarget, type Measurement } from './measure';

const seconds = argValue('seconds', 10);
const connections = argValue('connections', 10);
const WARM_UP_SECONDS = 5;

buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
const smtp = await startSmtpServer();
const server = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '1000000', LOG_LEVEL: 'error' });
const cookie = await verifyOverHttp(server.url, smtp, 'bench@example.com');
smtp.setMode('count');

const json = { 'content-type': 'application/json' };
const routes: (Omit<LoadTarget, 'url'> & { path: string; label: string; cachedRead: boolean })[] = [
  { label: 'GET /api/projects?featured=true&limit=6', path: '/api/projects?featured=true&limit=6', cachedRead: true },
  { label: 'GET /api/config', path: '/api/config', cachedRead: true },
  { label: 'GET /', path: '/', cachedRead: true },
  {
    label: 'POST /api/contact (verified)',
    path: '/api/contact',
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', subject: 'Bench', message: 'Benchmark message' }),
    cachedRead: false,
  },
];

// Capture the real answers, then serve the same bytes (headers and body) from a bare Fastify
// process. Node writes these headers itself for every answer, on both sides.
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const captured = [];
for (const route of routes) {
  // As autocannon asks: no Accept-Encoding, so the answer is not compressed.
  const response = await fetch(server.url + route.path, {
    method: route.method ?? 'GET',
    headers: { ...route.headers, 'accept-encoding': 'identity' },
    body: route.body,
  });
  if (!response.ok) throw new Error(`${route.label} answered ${response.status}`);
  captured.push({
    method: route.method ?? 'GET',
    path: route.path,
    headers: Object.fromEntries([...response.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name))),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  });
}
const capturedFile = join(dataDir, 'captured.json');
writeFileSync(capturedFile, JSON.stringify(captured));
const bare = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bare-server.ts'), capturedFile], { stdio: ['ignore', 'pipe', 'inherit'] });
const barePort = await new Promise<number>((done) =>
  bare.stdout.on('data', (chunk: Buffer) => {
    const match = /BARE_PORT=(\d+)/.exec(chunk.toString());
    if (match) done(Number(match[1]));
  }),
);

// Load generator on core 0, the server being measured on core 1.
const pinned = pinToCore(process.pid, 0) && pinToCore(server.child.pid!, 1) && pinToCore(bare.pid!, 1);
console.log(`Benchmark: ${seconds} s per route and server in 1 s turns after a ${WARM_UP_SECONDS} s warm-up, ${connections} connections, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'})`);
console.log(pinned ? 'Load generator pinned to core 0, servers to core 1.' : 'Processes not pinned to cores (taskset unavailable or one core).');
const rows = [];
let targetMet = true;
/**
 * Both servers are first warmed up (JIT, caches), then measured in one-second turns, alternating
 * which goes first (real, bare, bare, real, ...): this machine's speed drifts by a third from
 * minute to minute, and short alternating turns let every slow spell hit both sides alike.
 */
async function compare(real: LoadTarget, bare: LoadTarget): Promise<[Measurement, Measurement]> {
  await measure(real, { seconds: WARM_UP_SECONDS, connections });
  await measure(bare, { seconds: WARM_UP_SECONDS, connections });
  const turns: [Measurement[], Measurement[]] = [[], []];
  for (let turn = 0; turn < seconds; turn += 1) {
    const order = turn % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const side of order) turns[side].push(await measure(side === 0 ? real : bare, { seconds: 1, connections }));
  }
  return [combine(turns[0]), combine(turns[1])];
}

/** Equal-length turns as one run: the mean rate, the worst turn's p99, all errors. */
const combine = (turns: Measurement[]): Measurement => ({
  requestsPerSecond: turns.reduce((sum, turn) => sum + turn.requestsPerSecond, 0) / turns.length,
  p99Ms: Math.max(...turns.map((turn) => turn.p99Ms)),
  total: turns.reduce((sum, turn) => sum + turn.total, 0),
  non2xx: turns.reduce((sum, turn) => sum + turn.non2xx, 0),
  errors: turns.reduce((sum, turn) => sum + turn.errors, 0),
});

for (const route of routes) {
  const target = { method: route.method, headers: route.headers, body: route.body };
  const [real, baseline] = await compare({ ...target, url: server.url + route.path }, { ...target, url: `http://127.0.0.1:${barePort}${route.path}` });
  const ratio = real.requestsPerSecond / baseline.requestsPerSecond;
  if (route.cachedRead && ratio < 0.8) targetMet = false;
  rows.push({
    route: route.label,
    'req/s': Math.round(real.requestsPerSecond),
    'p99 ms': real.p99Ms,
    'bare req/s': Math.round(baseline.requestsPerSecond),
    'bare p99 ms': baseline.p99Ms,
    ratio: ratio.toFixed(2),
    errors: real.errors + real.non2xx,
  });
}
console.table(rows);
console.log(targetMet ? 'Cached public reads are at >= 0.8 of bare Fastify.' : 'A cached public read is below 0.8 of bare Fastify.');
process.exitCode = targetMet ? 0 : 1;

bare.kill();
server.child.kill('SIGTERM');
await server.exited;
await smtp.close();
rmSync(dataDir, { recursive: true, force: true });
