import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServerProcess, verifyOverHttp, type ServerProcess } from './test/server-process.ts';
import { startSmtpServer, type TestSmtpServer } from './test/smtp.ts';

/** The server as a real process: killed without warning, or asked to stop politely. */
let dataDir: string;
let smtp: TestSmtpServer;
let server: ServerProcess | undefined;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'agency-process-'));
  smtp = await startSmtpServer();
});
afterEach(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, SMTP_URL: smtp.url, RATE_LIMIT_SCALE: '100000' });

describe('server process', () => {
  it('keeps every lead it answered with success when killed with SIGKILL mid-load', async () => {
    server = await startServerProcess(env());
    const cookie = await verifyOverHttp(server.url, smtp, 'load@example.com');
    const answered: string[] = [];
    let stop = false;
    const poster = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const subject = `w${worker}-${i}`;
        try {
          const response = await fetch(`${server!.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ name: 'Load', email: 'load@example.com', subject, message: 'Durability check' }),
          });
          if (response.ok) answered.push(subject);
        } catch {
          return; // the server is gone
        }
      }
    };
    const posters = Array.from({ length: 8 }, (_, w) => poster(w));
    await expect.poll(() => answered.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(100);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    stop = true;
    await Promise.all(posters);

    // The server starts again on the same files, and every answered lead is there.
    server = await startServerProcess(env());
    const db = new Database(join(dataDir, 'agency.db'), { readonly: true });
    const stored = new Set(db.prepare('select subject from contacts').pluck().all() as string[]);
    db.close();
    const lost = answered.filter((subject) => !stored.has(subject));
    expect(lost).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(answered.length);
  });

  it('on SIGTERM finishes the request in flight, then exits cleanly', async () => {
    server = await startServerProcess(env());
    const { port } = new URL(server.url);
    const body = JSON.stringify({ name: 'Slow', email: 'slow@example.com', subject: 'S', message: 'M' });
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    // Half a request, then the stop signal, then the rest.
    socket.write(`POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    expect(server.child.exitCode).toBeNull(); // still draining
    socket.write(body.slice(10));
    expect(await server.exited).toBe(0);
    // The in-flight request got its real answer: refused for lack of verification, not cut off.
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    expect(answer).toContain('Please verify your email address before sending.');
    socket.destroy();
  });
});
