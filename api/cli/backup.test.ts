import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { login, signIn, STAFF } from '../test/admin.ts';
import { startTestApp, verifyEmail, type TestContext } from '../test/app.ts';
import { loosen, openToOthers } from '../test/file-modes.ts';
import { multipartFile } from '../test/multipart.ts';
import { createTestDatabase } from '../test/postgres.ts';
import { runAdminCommand } from './admin-commands.ts';

/**
 * Backup and restore as an operator runs them: on SQLite (DATA_DIR's file) in the api project, on
 * PostgreSQL (pg_dump and pg_restore of the server's version, DATABASE_URL) in the api-pg project.
 */
const postgres = inject('postgresUrl');
let dataDir: string;
let backupDir: string;
let lines: string[];
/** The database the commands work on: the test app's, then an empty one to restore into. */
let databaseUrl: string | undefined;
const emptyDatabases: { drop(): Promise<void> }[] = [];
const out = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(`error: ${line}`) };
const run = (...argv: string[]) => runAdminCommand(argv, { dataDir, databaseUrl }, out, new Date('2026-11-23T10:00:00Z'));
const ARCHIVE = () => join(backupDir, 'agency-backup-20261123-100000.tar.gz');

/** A new, empty database on the same PostgreSQL server (the old one is gone); none on SQLite. */
async function emptyDatabase(): Promise<string | undefined> {
  if (!postgres) return undefined;
  const database = await createTestDatabase(postgres);
  emptyDatabases.push(database);
  return database.url;
}

/** The app the commands back up: on PostgreSQL the database goes with ctx.close(). */
async function startApp(url?: string): Promise<TestContext> {
  const ctx = await startTestApp({ dataDir, ...(url && { databaseUrl: url }) });
  databaseUrl = url ?? ctx.databaseUrl;
  return ctx;
}

beforeEach(() => {
  databaseUrl = undefined;
  dataDir = mkdtempSync(join(tmpdir(), 'agency-data-'));
  backupDir = mkdtempSync(join(tmpdir(), 'agency-backups-'));
  lines = [];
});
afterEach(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
  for (const database of emptyDatabases.splice(0)) await database.drop();
});

describe('npm run admin -- backup / restore', () => {
  it('brings a wiped DATA_DIR (and database) back with the same leads, files and staff sign-in, nothing readable by others', async () => {
    const before = await startApp();
    const staff = await signIn(before);
    const cookie = await verifyEmail(before, 'meera@example.com');
    const lead = { name: 'Meera', email: 'meera@example.com', subject: 'New clinic site', message: 'Can we talk?' };
    expect((await before.app.inject({ method: 'POST', url: '/api/contact', headers: { cookie }, payload: lead })).statusCode).toBe(200);
    const upload = async (name: string, content: Buffer, type?: string) => {
      const form = multipartFile(name, content, type);
      const answer = await before.app.inject({ method: 'POST', url: '/api/admin/files', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${staff.token}` } });
      expect(answer.statusCode).toBe(201);
      return answer.json().data.url as string;
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const fileUrl = await upload('rate-card.pdf', pdf);
    const photo = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#225588' } }).jpeg().toBuffer();
    const photoUrl = await upload('clinic front.jpg', photo, 'image/jpeg');
    const [variant] = readdirSync(join(dataDir, 'uploads-variants'));
    // As an older release left the folder: the backup carries these modes in the archive.
    loosen(dataDir);

    // Taken while the server runs, as an operator would.
    expect(await run('backup', backupDir)).toBe(0);
    expect(lines.at(-1)).toBe(`Backup written to ${ARCHIVE()}`);
    await before.close(); // on PostgreSQL the database is dropped with it
    rmSync(dataDir, { recursive: true, force: true }); // the disk is gone
    databaseUrl = await emptyDatabase();

    expect(await run('restore', ARCHIVE())).toBe(0);
    expect(lines.at(-1)).toMatch(/^Restored the backup of 2026-11-23T10:00:00.000Z into /);
    expect(openToOthers(dataDir)).toEqual([]);

    const after = await startApp(databaseUrl);
    try {
      const contacts = await after.app.inject({ method: 'GET', url: '/api/admin/contacts', headers: { authorization: `Bearer ${staff.token}` } });
      // The token issued before the backup still works: the generated JWT secret came back too.
      expect(contacts.statusCode).toBe(200);
      expect(contacts.json().data).toEqual([expect.objectContaining({ email: 'meera@example.com', subject: 'New clinic site' })]);
      const file = await after.app.inject({ method: 'GET', url: fileUrl });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect((await after.app.inject({ method: 'GET', url: photoUrl })).rawPayload.equals(photo)).toBe(true);
      expect((await after.app.inject({ method: 'GET', url: `/uploads/variants/${variant}` })).statusCode).toBe(200);
      expect((await login(after, STAFF.email, STAFF.password)).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });

  it('refuses to restore over a database, an archive of the other engine, and foreign archives', async () => {
    const ctx = await startApp();
    try {
      expect(await run('backup', backupDir)).toBe(0);
      expect(await run('restore', ARCHIVE())).toBe(1);
      expect(lines.at(-1)).toMatch(
        postgres
          ? /^error: The database at DATABASE_URL already holds tables: restore into an empty database$/
          : /^error: .* already holds a database: restore into an empty DATA_DIR/,
      );
    } finally {
      await ctx.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
    databaseUrl = await emptyDatabase();
    const other = postgres ? 'agency.db' : 'agency.pgdump';
    writeFileSync(join(backupDir, other), 'the other engine');
    writeFileSync(join(backupDir, 'manifest.json'), JSON.stringify({ format: 'agency-backup/1', createdAt: '2026-11-01T00:00:00Z', files: [other] }));
    const otherEngine = join(backupDir, 'other-engine.tar.gz');
    await tar.create({ gzip: true, file: otherEngine, cwd: backupDir }, ['manifest.json', other]);
    expect(await run('restore', otherEngine)).toBe(1);
    expect(lines.at(-1)).toBe(postgres ? 'error: This archive holds a SQLite database: unset DATABASE_URL to restore it' : 'error: This archive holds a PostgreSQL dump: set DATABASE_URL to restore it');

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
    const ctx = await startApp();
    await ctx.app.close();
    lines = [];
    try {
      expect(await run('migrations')).toBe(0);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines[0]).toMatch(/^applied {2}001_initial {2}\d{4}-\d\d-\d\dT/);
      expect(lines.every((line) => line.startsWith('applied'))).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
