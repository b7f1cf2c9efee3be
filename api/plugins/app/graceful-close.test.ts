import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { DRAIN_TIMES } from './graceful-close.ts';

/** SIGTERM on a real server process while a client (standing in for the proxy) keeps calling. */
let dataDir: string;
let server: ServerProcess | undefined;

afterEach(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a stop drains before it closes', () => {
  it('answers every request that keeps coming, fails its health check, and exits once requests stop', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agency-drain-'));
    server = await startServerProcess({ DATA_DIR: dataDir });
    const answers: { status: number; connection: string | null }[] = [];
    let failed = 0;
    let stop = false;
    const caller = async () => {
      while (!stop) {
        try {
          const answer = await fetch(`${server!.url}/api/services`);
          await answer.arrayBuffer();
          answers.push({ status: answer.status, connection: answer.headers.get('connection') });
        } catch {
          failed += 1;
        }
        await sleep(20);
      }
    };
    const callers = [caller(), caller()];
    await expect.poll(() => answers.length).toBeGreaterThan(10);

    server.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${server!.url}/api/health/live`)).status, { interval: 20 }).toBe(503);
    for (const path of ['/api/health/live', '/api/health']) {
      const health = await fetch(`${server.url}${path}`);
      expect([health.status, await health.json()]).toEqual([503, { success: false, status: 'draining' }]);
    }
    // Well past the quiet time the calls keep the server up, and every one is answered.
    const drainingFrom = answers.length;
    await sleep(DRAIN_TIMES.quietMs * 2);
    expect(server.child.exitCode).toBeNull();
    const duringDrain = answers.slice(drainingFrom);
    expect(duringDrain.length).toBeGreaterThan(10);
    expect(duringDrain.every((answer) => answer.status === 200 && answer.connection === 'close')).toBe(true);

    stop = true;
    await Promise.all(callers);
    expect(failed).toBe(0);
    expect(await server.exited).toBe(0);
  });
});
