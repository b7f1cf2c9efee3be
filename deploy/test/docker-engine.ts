import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine of the deploy project's run (deploy/test/docker-engine.ts). */
    dockerHost: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/** The image compose.yaml names; built here once per run from deploy/Dockerfile. */
export const APP_IMAGE = 'agency-site';

/**
 * The engine's home lives in the CI cache beside the Node versions: the stand-in base images and
 * the build cache (the `npm ci` layer) survive from one run to the next on the same machine.
 */
const home = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'agency-ci', 'docker');
const dockerHost = `unix://${join(home, 'docker.sock')}`;
const env = { ...process.env, DOCKER_HOST: dockerHost, DOCKER_BUILDKIT: '0' };

const answers = () => {
  try {
    execFileSync('docker', ['version'], { env, stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
};

/** dockerd as design §9 says (no systemd here: cgroupfs driver), its files all under `home`. */
async function startEngine(): Promise<number> {
  mkdirSync(home, { recursive: true });
  const log = openSync(join(home, 'dockerd.log'), 'w');
  const daemon = spawn(
    'dockerd',
    [
      '--exec-opt', 'native.cgroupdriver=cgroupfs',
      '--data-root', join(home, 'data'),
      '--exec-root', join(home, 'exec'),
      '--pidfile', join(home, 'dockerd.pid'),
      '--host', dockerHost,
    ],
    { detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  daemon.unref();
  for (let waited = 0; !answers(); waited += 500) {
    if (daemon.exitCode !== null || waited > 60_000) {
      throw new Error(`dockerd did not start:\n${readFileSync(join(home, 'dockerd.log'), 'utf8').slice(-3000)}`);
    }
    await sleep(500);
  }
  return daemon.pid!;
}

async function stopEngine(pid: number): Promise<void> {
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (!existsSync(`/proc/${pid}`)) return;
    await sleep(200);
  }
  process.kill(pid, 'SIGKILL');
}

/** Runs a step of the setup, printing its duration, and its output only when it fails. */
function step(name: string, command: string, args: string[]): void {
  const started = Date.now();
  try {
    execFileSync(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${name} failed:\n${String(stdout).slice(-4000)}\n${String(stderr).slice(-4000)}`, { cause: error });
  }
  console.log(`[deploy] ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Vitest globalSetup of the deploy project: a Docker engine (reused if one already answers on
 * the socket, else started here and stopped after the run), the stand-in base images (test
 * fixtures, deploy/test/stand-in-images.sh), and the app image built from deploy/Dockerfile.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = answers() ? undefined : await startEngine();
  step('stand-in base images', 'bash', ['deploy/test/stand-in-images.sh']);
  // The build stage gets a tag of its own, so pruning after the run keeps its layers (npm ci).
  for (const [target, tag] of [['build', `${APP_IMAGE}:build-stage`], [undefined, APP_IMAGE]]) {
    const args = ['build', '--file', 'deploy/Dockerfile', '--tag', tag!, ...(target ? ['--target', target] : []), '.'];
    step(`image ${tag} from deploy/Dockerfile`, 'docker', args);
  }
  project.provide('dockerHost', dockerHost);
  return async () => {
    // Layers of earlier builds that no tag names any more, and volumes no container uses: the
    // cache keeps only what the next run reuses.
    execFileSync('docker', ['image', 'prune', '--force'], { env, stdio: 'ignore' });
    execFileSync('docker', ['volume', 'prune', '--force'], { env, stdio: 'ignore' });
    if (started) await stopEngine(started);
  };
}
