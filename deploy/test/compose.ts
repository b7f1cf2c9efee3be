import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { freePort } from '../../api/test/server-process.ts';
import { docker, engineCommand, waitFor } from './docker.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * Where the app containers reach this machine (the tests' SMTP server): the gateway of
 * compose.yaml's network, whose subnet the file fixes.
 */
export const EDGE_GATEWAY = '172.30.0.1';
/** Caddy's fixed address in compose.yaml, the one the app trusts (TRUST_PROXY). */
export const CADDY_ADDRESS = '172.30.0.2';

export interface ComposeRun {
  /** Caddy's plain-HTTP address on this machine. */
  base: string;
  compose(...args: string[]): Promise<string>;
  /** The container of a service. */
  container(service: string): Promise<string>;
  /** `down` and `up -d` again, keeping the volumes. */
  downAndUp(): Promise<void>;
  /** `down --volumes`, and the folder removed. */
  close(): Promise<void>;
}

/**
 * deploy/'s compose files run as the docs say (`up -d --build`, one command), by Debian's
 * docker-compose 1.29. They run from a folder of their own at the repository's top, so that
 * `context: ..` is still the repository and `./Caddyfile` and `.env` sit beside them: the
 * copies are byte for byte, only `.env` is the test's (a developer's deploy/.env stays untouched).
 */
export async function startCompose(project: string, files: string[], settings: Record<string, string>, env: Record<string, string> = {}): Promise<ComposeRun> {
  const dir = join(root, `.compose-test-${project}`);
  mkdirSync(dir, { recursive: true });
  for (const file of [...files, 'Caddyfile']) copyFileSync(join(root, 'deploy', file), join(dir, file));
  writeFileSync(join(dir, '.env'), Object.entries(settings).map(([name, value]) => `${name}=${value}\n`).join(''));
  const ports = { HTTP_PORT: String(await freePort()), HTTPS_PORT: String(await freePort()) };
  const composeEnv = { SITE_ADDRESS: ':80', ...ports, ...env };
  const compose = (...args: string[]) =>
    engineCommand('docker-compose', ['--project-name', project, ...files.flatMap((file) => ['--file', file]), ...args], { cwd: dir, env: composeEnv });
  const base = `http://127.0.0.1:${ports.HTTP_PORT}`;
  const answering = () => waitFor(async () => (await fetch(`${base}/api/client`)).ok, 'the site answering through Caddy', 240_000);

  await compose('down', '--volumes').catch(() => {}); // what a run cut short left behind
  await compose('up', '--detach', '--build');
  const app = await compose('ps', '--quiet', 'app');
  expect(await docker('inspect', '--format', '{{range .NetworkSettings.Networks}}{{.Gateway}}{{end}}', app)).toBe(EDGE_GATEWAY);
  await answering();
  return {
    base,
    compose,
    container: (service) => compose('ps', '--quiet', service),
    async downAndUp() {
      await compose('down');
      await compose('up', '--detach');
      await answering();
    },
    async close() {
      await compose('down', '--volumes').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The visitor addresses an app container logged for requests whose URL holds `marker`, one per
 * request (LOG_LEVEL=debug: Fastify logs each request with the address it trusts as the client).
 */
export async function addressesLogged(container: string, marker: string): Promise<string[]> {
  const lines = (await docker('logs', container)).split('\n').filter((line) => line.includes(marker) && line.includes('incoming request'));
  return lines.map((line) => (JSON.parse(line) as { req: { remoteAddress: string } }).req.remoteAddress);
}
