import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/** Runs a command against the run's Docker engine (deploy/test/docker-engine.ts); its output, trimmed. */
export async function engineCommand(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  return (await engineOutput(command, args, options)).stdout.trim();
}

async function engineOutput(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  try {
    return await run(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, DOCKER_HOST: inject('dockerHost'), DOCKER_BUILDKIT: '0' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr = '' } = error as { stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stderr.slice(-3000)}`, { cause: error });
  }
}

export const docker = (...args: string[]) => engineCommand('docker', args);

/** Waits for Docker's HEALTHCHECK to pass; a container that stopped fails at once. */
export async function waitUntilHealthy(container: string, timeoutMs = 120_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(500)) {
    const [state, health] = (await docker('inspect', '--format', '{{.State.Status}} {{.State.Health.Status}}', container)).split(' ');
    if (health === 'healthy') return;
    if (state === 'exited' || state === 'dead') throw new Error(`${container} stopped before it was healthy:\n${await whyUnhealthy(container)}`);
    if (Date.now() > deadline) throw new Error(`${container} is ${health} after ${timeoutMs} ms:\n${await whyUnhealthy(container)}`);
  }
}

/** What a failed wait needs to say: the process's state, Docker's last probes and the logs. */
async function whyUnhealthy(container: string): Promise<string> {
  const state = await docker('inspect', '--format', '{{json .State}}', container);
  const { Status, ExitCode, OOMKilled, Error: error, StartedAt, Health } = JSON.parse(state) as {
    Status: string; ExitCode: number; OOMKilled: boolean; Error: string; StartedAt: string;
    Health?: { Log?: { Start: string; ExitCode: number; Output: string }[] };
  };
  const probes = (Health?.Log ?? []).map((probe) => `  probe at ${probe.Start}: exit ${probe.ExitCode} ${probe.Output.trim()}`);
  return [
    `state ${Status} since ${StartedAt}, exit code ${ExitCode}${OOMKilled ? ', killed for memory' : ''}${error ? `, ${error}` : ''}`,
    ...probes,
    'logs:',
    await containerLogs(container, 50).catch((failure: Error) => failure.message),
  ].join('\n');
}

/** The container's last lines, both streams: a start that fails says why on stderr. */
async function containerLogs(container: string, lines: number): Promise<string> {
  const { stdout, stderr } = await engineOutput('docker', ['logs', '--tail', String(lines), container]);
  return [stdout.trim() && `stdout:\n${stdout.trim()}`, stderr.trim() && `stderr:\n${stderr.trim()}`].filter(Boolean).join('\n') || '(none)';
}

/** The host port Docker published for a container's port. */
export async function publishedPort(container: string, port: number): Promise<number> {
  return Number((await docker('port', container, String(port))).split('\n')[0].split(':').at(-1));
}

/**
 * Where containers on Docker's default network reach this machine (the tests' SMTP server): the
 * default route of a container started there, read from the kernel's table. The network's own
 * settings are no guide: dockerd 20.10 leaves the gateway out of them on some starts (seen on a
 * new data folder, and on a reused one whose bridge had no IPv4 address yet).
 */
export async function defaultGateway(image: string): Promise<string> {
  const table = await docker('run', '--rm', '--network', 'bridge', '--entrypoint', 'cat', image, '/proc/net/route');
  const route = table.split('\n').map((line) => line.trim().split(/\s+/)).find(([, destination]) => destination === '00000000');
  if (!route) throw new Error(`a container on Docker's default network has no default route:\n${table}`);
  // The kernel writes the address as one little-endian hexadecimal word.
  return Buffer.from(route[2], 'hex').reverse().join('.');
}

/** Polls until `check` holds; a failed call (a server still starting) counts as not yet. */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(250)) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
  }
}
