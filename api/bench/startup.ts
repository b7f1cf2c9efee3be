/**
 * `npm run bench:startup`: how long the built server takes from spawn to its first answered
 * page, and how much memory it holds when idle, beside a bare Fastify process serving the same
 * page bytes (bare-server.ts). Each side is started --runs times (default 5); medians printed.
 * Options: --runs 5 --idle-seconds 3 --postgres.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWebIfStale } from '../build-web.ts';
import { freePort } from '../test/server-process.ts';
import { openBenchDatabase } from './database.ts';
import { argValue } from './measure.ts';

const runs = argValue('runs', 5);
const idleSeconds = argValue('idle-seconds', 3);

interface Sample {
  startMs: number;
  idleRssMb: number;
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Spawns `args`, polls `url` until it answers 200, waits idle, samples RSS (and hands the page to
 * `onIdle`), then stops the process.
 */
async function sample(args: string[], env: Record<string, string>, url: () => string | undefined, onIdle?: (url: string) => Promise<void>): Promise<Sample> {
  const started = performance.now();
  const proc = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  proc.stdout!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => proc.once('exit', () => done()));
  try {
    let target: string | undefined;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`exited during start:\n${output}`);
      const port = /BARE_PORT=(\d+)/.exec(output)?.[1];
      target = url() ?? (port && `http://127.0.0.1:${port}/`);
      if (target && (await fetch(target).then((r) => r.ok, () => false))) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const startMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const idleRssMb = rssMb(proc.pid!);
    await onIdle?.(target);
    return { startMs, idleRssMb };
  } finally {
    proc.kill('SIGTERM');
    await exited;
  }
}

/** The real home page's bytes, for the bare twin to serve. */
async function capturePage(url: string, file: string): Promise<void> {
  const page = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await page.arrayBuffer()).toString('base64');
  writeFileSync(file, JSON.stringify([{ method: 'GET', path: '/', headers: { 'content-type': 'text/html; charset=utf-8' }, body }]));
}

buildWebIfStale();
const engine = await openBenchDatabase();
const samples = { first: [] as Sample[], restart: [] as Sample[], bare: [] as Sample[] };
const capturedFile = join(tmpdir(), `agency-startup-page-${process.pid}.json`);
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-startup-'));
  const database = await engine.fresh(dataDir);
  try {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...database.env };
    const serverArgs = [resolve(import.meta.dirname, '../server.ts')];
    const home = () => `http://127.0.0.1:${port}/`;
    // A first start migrates and seeds an empty database; a restart finds it ready.
    samples.first.push(await sample(serverArgs, env, home));
    samples.restart.push(await sample(serverArgs, env, home, (url) => capturePage(url, capturedFile)));
    samples.bare.push(await sample([resolve(import.meta.dirname, 'bare-server.ts'), capturedFile], {}, () => undefined));
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
rmSync(capturedFile, { force: true });
engine.close();
const row = (list: Sample[]) => ({
  'start to first page (ms)': Math.round(median(list.map((s) => s.startMs))),
  'idle RSS (MB)': median(list.map((s) => s.idleRssMb)),
});
console.log(`Spawn to first answered page, and memory ${idleSeconds} s later; median of ${runs} runs, ${engine.label}, ${cpus().length} cores`);
console.table({
  'agency server, first start': row(samples.first),
  'agency server, restart': row(samples.restart),
  'bare Fastify, same page': row(samples.bare),
});
