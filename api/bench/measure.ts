import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Sent in turn on each connection instead of `headers` and `body` (to the same method and URL). */
  requests?: { headers: Record<string, string>; body: string }[];
}

export interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

const measurementOf = (result: autocannon.Result): Measurement => ({
  requestsPerSecond: result.requests.average,
  p99Ms: result.latency.p99,
  total: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/**
 * Like measure, from now until `until` settles: the load while a staff action of unknown length
 * runs, all of it in one histogram. `maxMs` is the slowest answer.
 */
export function measureUntil(target: LoadTarget, options: { connections: number; rate: number }, until: Promise<unknown>): Promise<Measurement & { maxMs: number }> {
  return new Promise((resolve, reject) => {
    const run = autocannon({ url: target.url, duration: 3600, connections: options.connections, overallRate: options.rate }, (error, result) =>
      error ? reject(error) : resolve({ ...measurementOf(result), maxMs: result.latency.max }),
    );
    void until.finally(() => run.stop());
  });
}

/** One autocannon run; `rate` fixes the overall request rate, otherwise it goes flat out. */
export async function measure(target: LoadTarget, options: { seconds: number; connections: number; rate?: number }): Promise<Measurement> {
  const method = target.method ?? 'GET';
  const { pathname, search } = new URL(target.url);
  const result = await autocannon({
    url: target.url,
    method,
    headers: target.headers,
    body: target.body,
    requests: target.requests?.map((request) => ({ method, path: pathname + search, ...request })),
    duration: options.seconds,
    connections: options.connections,
    overallRate: options.rate,
  });
  return measurementOf(result);
}

/** Peak resident memory of a process, from the kernel's high-water mark (Linux). */
export function peakMemoryMb(pid: number): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

export const argValue = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

/**
 * Pins a process (all its threads) to one CPU core with `taskset`, so on a small machine the
 * load generator and the server under test do not take turns on the same core. Answers whether
 * it could; without `taskset` (or on one core) the run goes on unpinned.
 */
export function pinToCore(pid: number, core: number): boolean {
  if (cpus().length < 2) return false;
  return spawnSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' }).status === 0;
}
