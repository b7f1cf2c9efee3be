import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

describe('app.close()', () => {
  // A script that builds the app itself (web/e2e/screenshots.ts, tools/lighthouse.ts) has nothing
  // but the close to keep its process alive, unlike a test runner or close-with-grace's timer.
  it('settles in a process with nothing else to wait for, and closes the database', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agency-close-'));
    const script = `
      import { buildApp } from ${JSON.stringify(resolve(import.meta.dirname, '../../app.ts'))};
      const app = await buildApp({ dataDir: process.env.DATA_DIR });
      await app.listen({ port: 0, host: '127.0.0.1' });
      // A kept-alive connection, as a browser leaves one.
      await (await fetch(\`http://127.0.0.1:\${app.server.address().port}/api/services\`)).arrayBuffer();
      await app.close();
      console.log('closed');
    `;
    const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
      const child = execFile(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, DATA_DIR: dataDir }, timeout: 20_000 }, (_error, stdout, stderr) =>
        done({ code: child.exitCode, output: stdout + stderr }),
      );
    });
    // 13 is Node's exit code for a top-level await left unsettled when the event loop emptied.
    expect({ code, output }).toEqual({ code: 0, output: 'closed\n' });
    // The last connection to close checkpoints the log and removes it.
    expect(existsSync(join(dataDir, 'agency.db-wal'))).toBe(false);
  });
});
