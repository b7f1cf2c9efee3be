import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from './test/admin.ts';
import { startTestApp } from './test/app.ts';
import { loosen, openToOthers } from './test/file-modes.ts';
import { multipartFile } from './test/multipart.ts';

/** A data folder with everything the server writes: database, secrets, an upload, its picture variants, a mail written as a file. */
async function populatedDataDir(dataDir: string) {
  const ctx = await startTestApp({ dataDir, smtpUrl: undefined });
  const staff = await signIn(ctx);
  const photo = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
  const form = multipartFile('Gupta Lane clinic, front view.jpg', photo, 'image/jpeg');
  const uploaded = await ctx.app.inject({ method: 'POST', url: '/api/admin/files', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${staff.token}` } });
  expect(uploaded.statusCode).toBe(201);
  // No SMTP_URL: the code mail lands in DATA_DIR/outbox as an .eml file.
  await ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: 'asha.verma.clinic@example.com', name: 'Asha' } });
  await expect.poll(() => readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length).toBeGreaterThan(0);
  return ctx;
}

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'agency-modes-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR modes', () => {
  it('keeps everything the server writes (upload, picture variants, outbox mail, secrets, database) to its user', async () => {
    const dataDir = fresh();
    const ctx = await populatedDataDir(dataDir);
    await ctx.close(); // the given DATA_DIR stays
    const variants = readdirSync(join(dataDir, 'uploads-variants'));
    expect(variants.length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('brings a data folder left with loose modes (0755 folders, 0644 files) to 0700/0600 on start', async () => {
    const dataDir = fresh();
    await (await populatedDataDir(dataDir)).close();
    loosen(dataDir);
    // Not the server's: DATA_DIR pointed at a folder with other files keeps them as they were.
    writeFileSync(join(dataDir, 'notes.txt'), 'not ours');
    chmodSync(join(dataDir, 'notes.txt'), 0o644);
    const elsewhere = join(fresh(), 'shared.txt');
    writeFileSync(elsewhere, 'linked from uploads');
    chmodSync(elsewhere, 0o644);
    symlinkSync(elsewhere, join(dataDir, 'uploads', 'linked.txt'));
    expect(openToOthers(dataDir).length).toBeGreaterThan(8);

    const after = await startTestApp({ dataDir, smtpUrl: undefined });
    try {
      expect(openToOthers(dataDir)).toEqual([`${join(dataDir, 'notes.txt')} 644`]);
      expect(lstatSync(elsewhere).mode & 0o777).toBe(0o644);
    } finally {
      await after.close();
    }
  });
});
