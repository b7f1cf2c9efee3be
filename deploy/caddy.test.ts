import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../api/test/server-process.ts';

/**
 * The shipped deploy/Caddyfile, run by the real caddy binary (Debian's package) in front of the
 * real server process, on loopback. Visitors connect from different loopback addresses, as
 * different machines would; the per-IP limit of the newsletter form (10 in 10 minutes) must
 * count each visitor on its own, not everyone as Caddy's one address.
 */
let app: ServerProcess;
let caddy: ChildProcess;
let caddyLog = '';
let proxyPort: number;
const folders: string[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
};

beforeAll(async () => {
  app = await startServerProcess({ DATA_DIR: folder('agency-proxied-'), TRUST_PROXY: '127.0.0.1' });
  proxyPort = await freePort();
  const home = folder('caddy-');
  caddy = spawn('caddy', ['run', '--config', join(import.meta.dirname, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      SITE_ADDRESS: `http://127.0.0.1:${proxyPort}`,
      UPSTREAMS: new URL(app.url).host,
      CADDY_ADMIN: 'off',
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (chunk) => (caddyLog += chunk));
  caddy.stderr!.on('data', (chunk) => (caddyLog += chunk));
  const deadline = Date.now() + 15_000;
  while ((await subscribe('127.0.0.1', 'probe@example.com').catch(() => 0)) !== 200) {
    if (caddy.exitCode !== null || Date.now() > deadline) throw new Error(`Caddy did not start:\n${caddyLog}`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(async () => {
  caddy?.kill();
  app?.child.kill();
  await app?.exited;
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** POST /api/newsletter/subscribe through Caddy from the given loopback address; the status. */
function subscribe(from: string, email: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email });
    const call = request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: from,
        method: 'POST',
        path: '/api/newsletter/subscribe',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('behind Caddy (deploy/Caddyfile)', () => {
  it('rate limits see each visitor address, not the proxy, and a forged X-Forwarded-For changes nothing', async () => {
    const first: number[] = [];
    for (let i = 0; i < 10; i++) first.push(await subscribe('127.0.0.2', `reader${i}@example.com`));
    expect(first.every((status) => status === 200)).toBe(true);
    expect(await subscribe('127.0.0.2', 'one-more@example.com')).toBe(429);
    // The visitor cannot pose as someone else: Caddy replaces the header it sends.
    expect(await subscribe('127.0.0.2', 'forged@example.com', { 'x-forwarded-for': '203.0.113.7' })).toBe(429);
    // Another visitor behind the same proxy is still welcome.
    expect(await subscribe('127.0.0.3', 'neighbour@example.com')).toBe(200);
  });
});
