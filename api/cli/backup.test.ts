import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, signIn, STAFF } from '../test/admin.ts';
import { startTestApp, verifyEmail } from '../test/app.ts';
import { multipartFile } from '../test/multipart.ts';
import { runAdminCommand } from './admin-commands.ts';

let dataDir: string;
let backupDir: string;
let lines: string[];
const out = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(`error: ${line}`) };
const run = (...argv: string[]) => runAdminCommand(argv, { dataDir }, out, new Date('2026-11-23T10:00:00Z'));
const ARCHIVE = () => join(backupDir, 'agency-backup-20261123-100000.tar.gz');

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'agency-data-'));
  backupDir = mkdtempSync(join(tmpdir(), 'agency-backups-'));
  lines = [];
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

describe('npm run admin -- backup / restore', () => {
  it('brings a wiped DATA_DIR back with the same leads, file and staff sign-in', async () => {
    const before = await startTestApp({ dataDir });
    const staff = await signIn(before);
    const cookie = await verifyEmail(before, 'meera@example.com');
    const lead = { name: 'Meera', email: 'meera@example.com', subject: 'New clinic site', message: 'Can we talk?' };
    expect((await before.app.inject({ method: 'POST', url: '/api/contact', headers: { cookie }, payload: lead })).statusCode).toBe(200);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = multipartFile('rate-card.pdf', pdf);
    const uploaded = await before.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${staff.token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const fileUrl: string = uploaded.json().data.url;

    // Taken while the server runs, as an operator would.
    expect(await run('backup', backupDir)).toBe(0);
    expect(lines.at(-1)).toBe(`Backup written to ${ARCHIVE()}`);
    await before.close();
    rmSync(dataDir, { recursive: true, force: true }); // the disk is gone

    expect(await run('restore', ARCHIVE())).toBe(0);
    expect(lines.at(-1)).toMatch(/^Restored the backup of 2026-11-23T10:00:00.000Z into /);

    const after = await startTestApp({ dataDir });
    try {
      const contacts = await after.app.inject({ method: 'GET', url: '/api/admin/contacts', headers: { authorization: `Bearer ${staff.token}` } });
      // The token issued before the backup still works: the generated JWT secret came back too.
      expect(contacts.statusCode).toBe(200);
      expect(contacts.json().data).toEqual([expect.objectContaining({ email: 'meera@example.com', subject: 'New clinic site' })]);
      const file = await after.app.inject({ method: 'GET', url: fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect((await login(after, STAFF.email, STAFF.password)).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });

  it('refuses to restore over a DATA_DIR that holds a database, and refuses foreign archives', async () => {
    const ctx = await startTestApp({ dataDir });
    try {
      expect(await run('backup', backupDir)).toBe(0);
      expect(await run('restore', ARCHIVE())).toBe(1);
      expect(lines.at(-1)).toMatch(/^error: .* already holds a database: restore into an empty DATA_DIR/);
    } finally {
      await ctx.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
    const foreign = join(backupDir, 'photos.tar.gz');
    writeFileSync(join(backupDir, 'agency.db'), 'not a database');
    await tar.create({ gzip: true, file: foreign, cwd: backupDir }, ['agency.db']);
    expect(await run('restore', foreign)).toBe(1);
    expect(lines.at(-1)).toBe('error: The archive is not a backup made by `npm run admin -- backup`');
    writeFileSync(join(backupDir, 'junk.tar.gz'), 'plainly not gzip');
    expect(await run('restore', join(backupDir, 'junk.tar.gz'))).toBe(1);
    expect(lines.at(-1)).toMatch(/^error: The archive cannot be read/);
  });

  it('lists applied and pending migrations without applying any', async () => {
    expect(await run('migrations')).toBe(1);
    expect(lines.at(-1)).toMatch(/^error: No database at .*agency\.db: check DATA_DIR$/);
    const ctx = await startTestApp({ dataDir });
    await ctx.app.close();
    lines = [];
    expect(await run('migrations')).toBe(0);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^applied {2}001_initial {2}\d{4}-\d\d-\d\dT/);
    expect(lines.every((line) => line.startsWith('applied'))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
