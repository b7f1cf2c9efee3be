import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../test/admin.ts';
import { startTestApp } from '../test/app.ts';
import { runAdminCommand } from './admin-commands.ts';

let dataDir: string;
let lines: string[];
const out = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(`error: ${line}`) };
let databaseUrl: string | undefined;
const run = (...argv: string[]) => runAdminCommand(argv, { dataDir, databaseUrl }, out, new Date('2026-11-23T10:00:00Z'));

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'agency-cli-'));
  databaseUrl = undefined;
  lines = [];
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('creates an admin who can sign in, and resets the password', async () => {
    // The server's database, whichever engine it runs on: the commands work on the same one.
    const ctx = await startTestApp({ dataDir });
    databaseUrl = ctx.databaseUrl;
    try {
      expect(await run('create', 'Owner@Example.com', 'a long enough password')).toBe(0);
      expect(lines).toEqual(['Admin owner@example.com created']);
      expect(await run('create', 'owner@example.com', 'another password')).toBe(1);
      expect(lines.at(-1)).toMatch(/^error: An admin owner@example.com already exists/);
      expect((await login(ctx, 'owner@example.com', 'a long enough password')).statusCode).toBe(200);
      expect(await run('reset-password', 'owner@example.com', 'the new password')).toBe(0);
      expect((await login(ctx, 'owner@example.com', 'a long enough password')).statusCode).toBe(401);
      expect((await login(ctx, 'owner@example.com', 'the new password')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('refuses bad arguments with a clear line and exit code 1', async () => {
    expect(await run('create', 'owner@example.com', 'short')).toBe(1);
    expect(await run('create', 'not-an-address', 'a long enough password')).toBe(1);
    expect(await run('reset-password', 'nobody@example.com', 'a long enough password')).toBe(1);
    expect(await run('launch')).toBe(1);
    expect(lines).toEqual([
      'error: The password must have at least 8 characters',
      'error: "not-an-address" is not an e-mail address',
      'error: No admin nobody@example.com',
      expect.stringContaining('Usage:'),
    ]);
  });

  it('runs as a script reading DATA_DIR', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['api/cli/admin.ts', 'create', 'script@example.com', 'a long enough password'],
      { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' } },
    );
    expect(stdout.trim()).toBe('Admin script@example.com created');
    const failed = await promisify(execFile)(process.execPath, ['api/cli/admin.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('Usage:') });
  });
});
