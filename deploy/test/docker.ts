import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/** Runs a command against the run's Docker engine (deploy/test/docker-engine.ts); its output, trimmed. */
export async function engineCommand(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  try {
    const { stdout } = await run(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, DOCKER_HOST: inject('dockerHost'), DOCKER_BUILDKIT: '0' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.trim();
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stderr.slice(-3000)}`, { cause: error });
  }
}

export const docker = (...args: string[]) => engineCommand('docker', args);

/** The container's health as Docker's HEALTHCHECK last judged it. */
export const healthOf = (container: string) => docker('inspect', '--format', '{{.State.Health.Status}}', container);

export async function waitUntilHealthy(container: string, timeoutMs = 120_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(500)) {
    const health = await healthOf(container);
    if (health === 'healthy') return;
    if (Date.now() > deadline) throw new Error(`${container} is ${health} after ${timeoutMs} ms:\n${await docker('logs', '--tail', '50', container)}`);
  }
}

/** The host port Docker published for a container's port. */
export async function publishedPort(container: string, port: number): Promise<number> {
  return Number((await docker('port', container, String(port))).split('\n')[0].split(':').at(-1));
}

/** Where containers on Docker's default network reach this machine (the tests' SMTP server). */
export const defaultGateway = () => docker('network', 'inspect', 'bridge', '--format', '{{(index .IPAM.Config 0).Gateway}}');

/** Polls until `check` holds; a failed call (a server still starting) counts as not yet. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(250)) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
  }
}
