import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { codeFrom, type TestSmtpServer } from './smtp.ts';

const root = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The real server (api/server.ts) as its own process, as `npm run serve` starts it; `cwd` is the
 * folder whose .env it reads. A variable given as undefined is left out of its environment.
 */
export async function startServerProcess(env: Record<string, string | undefined>, cwd = root): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'api/server.ts')], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((done) => child.once('exit', (code, signal) => done(code ?? signal ?? -1)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited during start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/client`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server did not start within 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, output: () => output, exited };
}

/**
 * Verifies an address over HTTP like a browser and returns the verification cookie. `clientIp`
 * is the visitor's network as a trusted proxy names it (a server started with TRUST_PROXY).
 */
export async function verifyOverHttp(url: string, smtp: TestSmtpServer, email: string, clientIp?: string): Promise<string> {
  const json = { 'content-type': 'application/json', ...(clientIp && { 'x-forwarded-for': clientIp }) };
  const sent = await fetch(`${url}/api/send-otp`, { method: 'POST', headers: json, body: JSON.stringify({ email, name: 'Load' }) });
  if (!sent.ok) throw new Error(`send-otp answered ${sent.status}`);
  const mail = await smtp.waitForMail((m) => m.to.includes(email));
  const verified = await fetch(`${url}/api/verify-otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, otp: codeFrom(mail) }),
  });
  if (!verified.ok) throw new Error(`verify-otp answered ${verified.status}`);
  return verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The lines a server process printed before it exited during start (it must not start). */
export async function failedStartLines(env: Record<string, string>): Promise<string[]> {
  const started = await startServerProcess(env).catch((error: Error) => error);
  if (!(started instanceof Error)) {
    started.child.kill('SIGKILL');
    throw new Error(`The server started with ${JSON.stringify(env)}`);
  }
  return started.message.replace(/^Server exited during start:\n/, '').trim().split('\n');
}

/** The three secrets every instance on PostgreSQL must be given. */
export const INSTANCE_SECRETS = { JWT_SECRET: 'j'.repeat(40), COOKIE_SECRET: 'c'.repeat(40), OTP_SECRET: 'o'.repeat(40) };
