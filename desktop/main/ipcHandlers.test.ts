import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UploadOutcome } from '../../shared/api/files.ts';
import { CHANNELS, EVENTS, type IpcResult } from '../shared/ipc.ts';
import { eventFrom, fakeIpcMain, fakeSafeStorage, mapKeychain, type SentEvent } from '../test/fakes.ts';
import { createAdminClient } from './apiClient.ts';
import { registerIpcHandlers, type DialogLike, type InvokeHandler } from './ipcHandlers.ts';
import { createSettingsStore } from './settings.ts';
import { createTokenVault } from './tokenVault.ts';

/**
 * The handlers against a real HTTP server on loopback: a tiny stand-in for the admin API that
 * parses multipart uploads with the platform's own FormData parser and streams a CSV.
 */
interface Received {
  method: string;
  url: string;
  authorization?: string;
  contentLength?: string;
  files: { field: string; name: string; type: string; bytes: Buffer }[];
}

const TOKEN = 'jwt-for-staff';
const CSV = 'name,email\n' + Array.from({ length: 5000 }, (_, i) => `Person ${i},p${i}@example.com`).join('\n') + '\n';
let server: Server;
let base: string;
const received: Received[] = [];

async function readForm(req: IncomingMessage) {
  const request = new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': req.headers['content-type'] ?? '' },
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const form = await request.formData();
  const files: Received['files'] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value !== 'string') files.push({ field, name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return files;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const entry: Received = { method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, contentLength: req.headers['content-length'], files: [] };
    received.push(entry);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/api/admin/login') {
      let text = '';
      for await (const chunk of req) text += chunk;
      const { password } = JSON.parse(text) as { password: string };
      return password === 'right' ? json(200, { success: true, token: TOKEN, expiresAt: '2099-01-01' }) : json(401, { success: false, message: 'Invalid credentials' });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { success: false, message: 'Invalid or expired token' });
    if (req.url === '/api/admin/files' && req.method === 'POST') {
      entry.files = await readForm(req);
      const file = entry.files[0];
      // The API sniffs the content: a .pdf that is not one is refused.
      if (file.name.endsWith('.pdf') && !file.bytes.toString().startsWith('%PDF')) {
        return json(415, { success: false, message: 'This file type is not allowed (its content is text/plain).' });
      }
      return json(201, {
        success: true,
        message: 'Uploaded',
        data: { _id: String(received.length), originalName: file.name, storedName: 'x', url: '/uploads/x', mime: file.type, size: file.bytes.length, createdAt: '' },
      });
    }
    if (req.url === '/api/admin/export/contacts.csv') {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': Buffer.byteLength(CSV) });
      return res.end(CSV);
    }
    if (req.url === '/api/admin/export/quotes.csv') {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': '100000' });
      res.write('name,email\npartial');
      return setTimeout(() => res.destroy(), 20);
    }
    if (req.url === '/api/admin/projects') return json(200, { success: true, data: [{ _id: '1', title: 'Shop' }] });
    if (req.url === '/api/admin/expired') return json(401, { success: false, message: 'Token expired' });
    return json(404, { success: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let handlers: Record<string, InvokeHandler>;
let keychain: ReturnType<typeof mapKeychain>;
let dir: string;
let dialogAnswers: { open?: string[]; save?: string; connect?: boolean };
let dialogCalls: unknown[];
let opened: string[];

beforeEach(() => {
  received.length = 0;
  dir = mkdtempSync(join(tmpdir(), 'desktop-ipc-'));
  keychain = mapKeychain();
  const settings = createSettingsStore(join(dir, 'settings.json'));
  settings.update({ apiBase: base });
  const vault = createTokenVault({ keychain, safeStorage: fakeSafeStorage(), service: 'Agency Admin', fallbackFile: join(dir, 'tokens.json'), notify: () => undefined });
  dialogAnswers = {};
  dialogCalls = [];
  opened = [];
  const dialog: DialogLike = {
    showOpenDialog: async (options) => (dialogCalls.push(options), { canceled: !dialogAnswers.open, filePaths: dialogAnswers.open ?? [] }),
    showSaveDialog: async (options) => (dialogCalls.push(options), { canceled: !dialogAnswers.save, filePath: dialogAnswers.save }),
    showMessageBox: async (options) => (dialogCalls.push(options), { response: dialogAnswers.connect ? 0 : 1 }),
  };
  handlers = registerIpcHandlers({
    ipcMain: fakeIpcMain(),
    dialog,
    shell: { openExternal: async (url) => void opened.push(url) },
    client: createAdminClient({ apiBase: () => settings.read().apiBase ?? '', vault }),
    settings,
    downloadsDir: dir,
    allowedOrigins: ['app://admin'],
    now: () => new Date('2026-03-04T10:00:00Z'),
  });
});

const call = (channel: string, ...args: unknown[]) => handlers[channel](eventFrom(), ...args);
const signIn = async () => expect(await call(CHANNELS.login, 'staff@example.com', 'right')).toEqual({ ok: true, value: null });

describe('desktop IPC handlers', () => {
  it('registers every channel with ipcMain', () => {
    const ipcMain = fakeIpcMain();
    registerIpcHandlers({ ipcMain, dialog: {} as DialogLike, shell: { openExternal: async () => undefined }, client: {} as never, settings: createSettingsStore(join(dir, 's.json')), downloadsDir: dir, allowedOrigins: [] });
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(CHANNELS).sort());
  });

  it('signs in with the token kept in the keychain, never handed to the renderer', async () => {
    const answer = await call(CHANNELS.login, 'staff@example.com', 'right');
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    expect(keychain.entries.get(`Agency Admin|${base}`)).toBe(TOKEN);
    expect(await call(CHANNELS.hasSession)).toEqual({ ok: true, value: true });
    expect(await call(CHANNELS.request, 'GET', '/api/admin/projects')).toEqual({ ok: true, value: { success: true, data: [{ _id: '1', title: 'Shop' }] } });
    expect(received.at(-1)?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('answers a wrong password with the server message and status', async () => {
    expect(await call(CHANNELS.login, 'staff@example.com', 'wrong')).toEqual({ ok: false, status: 401, message: 'Invalid credentials' });
    expect(keychain.entries.size).toBe(0);
  });

  it('logout and a 401 delete the stored token', async () => {
    await signIn();
    expect(await call(CHANNELS.logout)).toEqual({ ok: true, value: null });
    expect(received.at(-1)?.url).toBe('/api/admin/logout');
    expect(keychain.entries.size).toBe(0);
    await signIn();
    expect(await call(CHANNELS.request, 'GET', '/api/admin/expired')).toEqual({ ok: false, status: 401, message: 'Token expired' });
    expect(keychain.entries.size).toBe(0);
    expect(await call(CHANNELS.hasSession)).toEqual({ ok: true, value: false });
  });

  it('refuses forged paths, methods and bodies before anything is sent', async () => {
    await signIn();
    received.length = 0;
    for (const path of ['/api/../x', '/api/admin/../../etc', '//evil.com/api/admin', '/api/admin/%2e%2e/health', 'https://evil.com/api/admin/x', '/api/admin/login']) {
      const answer = (await call(CHANNELS.request, 'GET', path)) as IpcResult<unknown>;
      expect(answer.ok, path).toBe(false);
      expect(answer).toMatchObject({ status: 400 });
    }
    expect(await call(CHANNELS.request, 'PATCH', '/api/admin/projects')).toMatchObject({ ok: false, message: 'Method not allowed' });
    expect(await call(CHANNELS.request, 'POST', '/api/admin/projects', { text: 'x'.repeat(300_000) })).toMatchObject({ ok: false, message: 'Body too large' });
    expect(await call(CHANNELS.upload, '../../x')).toMatchObject({ ok: false });
    for (const pick of ['all', 'ONE', 2, ['one'], { one: true }]) {
      expect(await call(CHANNELS.upload, 'op1', 'images', pick)).toMatchObject({ ok: false, status: 400, message: 'Unknown number of files' });
    }
    expect(await call(CHANNELS.exportCsv, 'op1', 'users')).toMatchObject({ ok: false, message: 'Unknown export' });
    for (const email of ['../../admin/settings', 'a@b/../x', 'x'.repeat(260) + '@b.c', 42]) {
      expect(await call(CHANNELS.exportPerson, 'op1', email)).toMatchObject({ ok: false, message: 'E-mail address refused' });
    }
    expect(received).toEqual([]);
    expect(dialogCalls).toEqual([]);
  });

  it('refuses every channel to a sender that is not an app page', async () => {
    await signIn();
    received.length = 0;
    const senders = [eventFrom('https://evil.com/'), eventFrom('file:///tmp/index.html'), eventFrom('app://admin/index.html', [], { url: 'app://admin/' })];
    for (const event of senders) {
      for (const channel of Object.values(CHANNELS)) {
        const answer = await handlers[channel](event, 'GET', '/api/admin/projects');
        expect(answer, `${channel} from ${event.senderFrame?.url}`).toMatchObject({ ok: false, status: 400 });
      }
    }
    expect(received).toEqual([]);
    expect(keychain.entries.get(`Agency Admin|${base}`)).toBe(TOKEN);
  });

  it('uploads the picked files as streamed multipart with progress events', async () => {
    await signIn();
    const png = join(dir, 'logo "final".png');
    const pdf = join(dir, 'brief.pdf');
    const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(300_000, 7)]);
    writeFileSync(png, pngBytes);
    writeFileSync(pdf, '%PDF-1.4 brief');
    dialogAnswers.open = [png, pdf];
    const sent: SentEvent[] = [];
    const answer = (await handlers[CHANNELS.upload](eventFrom(undefined, sent), 'op-7', 'images')) as IpcResult<UploadOutcome>;
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    // Named on the wire as a browser names it (%22), which a form parser (the platform's here, the
    // API's too: files.test.ts) reads back as the quote the file's name has.
    expect(answer.value.stored.map((f) => [f.originalName, f.size])).toEqual([['logo "final".png', pngBytes.length], ['brief.pdf', 14]]);
    expect(answer.value.refused).toEqual([]);
    const uploads = received.filter((r) => r.url === '/api/admin/files');
    expect(uploads).toHaveLength(2);
    expect(uploads[0].files[0]).toMatchObject({ field: 'file', name: 'logo "final".png', type: 'image/png' });
    expect(uploads[0].files[0].bytes.equals(pngBytes)).toBe(true);
    expect(Number(uploads[0].contentLength)).toBeGreaterThan(pngBytes.length);
    expect(uploads[1].files[0].bytes.toString()).toBe('%PDF-1.4 brief');
    const fractions = sent.filter((e) => e.channel === EVENTS.progress).map((e) => e.payload as { opId: string; op: string; fraction: number });
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions.every((p) => p.opId === 'op-7' && p.op === 'upload')).toBe(true);
    expect(fractions.map((p) => p.fraction)).toEqual([...fractions.map((p) => p.fraction)].sort((a, b) => a - b));
    expect(fractions.at(-1)?.fraction).toBe(1);
    expect(dialogCalls[0]).toMatchObject({ properties: ['openFile', 'multiSelections'], filters: [{ name: 'Images' }] });
  });

  it('answers empty lists when the picker is cancelled, and refuses files over 10 MB before sending them', async () => {
    await signIn();
    expect(await call(CHANNELS.upload, 'op1')).toEqual({ ok: true, value: { stored: [], refused: [] } });
    const big = join(dir, 'big.pdf');
    writeFileSync(big, Buffer.alloc(10 * 1024 * 1024 + 1));
    dialogAnswers.open = [big];
    expect(await call(CHANNELS.upload, 'op2', 'documents')).toEqual({
      ok: true,
      value: { stored: [], refused: [{ name: 'big.pdf', status: 413, message: 'This file is larger than 10 MB' }] },
    });
    expect(received.some((r) => r.url === '/api/admin/files')).toBe(false);
  });

  it('uploads or refuses each picked file on its own: a refused one does not stop the others', async () => {
    await signIn();
    const files = { 'fake.pdf': 'just text', 'big.pdf': Buffer.alloc(10 * 1024 * 1024 + 1), 'brief.pdf': '%PDF-1.4 brief', 'logo.png': 'PNG' };
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
    dialogAnswers.open = Object.keys(files).map((name) => join(dir, name));
    const answer = (await call(CHANNELS.upload, 'op3')) as IpcResult<UploadOutcome>;
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.stored.map((f) => f.originalName)).toEqual(['brief.pdf', 'logo.png']);
    expect(answer.value.refused).toEqual([
      { name: 'big.pdf', status: 413, message: 'This file is larger than 10 MB' },
      { name: 'fake.pdf', status: 415, message: 'This file type is not allowed (its content is text/plain).' },
    ]);
    expect(received.filter((r) => r.url === '/api/admin/files').map((r) => r.files[0].name)).toEqual(['fake.pdf', 'brief.pdf', 'logo.png']);
  });

  it('opens a one-file picker when one picture is wanted, a multi-select one otherwise', async () => {
    await signIn();
    const png = join(dir, 'cover.png');
    writeFileSync(png, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100, 7)]));
    dialogAnswers.open = [png];
    const answer = (await call(CHANNELS.upload, 'op4', 'images', 'one')) as IpcResult<UploadOutcome>;
    expect(answer.ok && answer.value.stored.map((f) => f.originalName)).toEqual(['cover.png']);
    await call(CHANNELS.upload, 'op5', 'images', 'several');
    await call(CHANNELS.upload, 'op6');
    expect(dialogCalls).toEqual([
      { title: 'Choose an image to upload', properties: ['openFile'], filters: [{ name: 'Images', extensions: expect.any(Array) }] },
      { title: 'Choose images to upload', properties: ['openFile', 'multiSelections'], filters: [{ name: 'Images', extensions: expect.any(Array) }] },
      { title: 'Choose files to upload', properties: ['openFile', 'multiSelections'], filters: [{ name: 'Documents', extensions: expect.any(Array) }, { name: 'Images', extensions: expect.any(Array) }] },
    ]);
  });

  it('saves a CSV export to the path the save dialog returns, with progress', async () => {
    await signIn();
    const target = join(dir, 'chosen', '..', 'contacts-export.csv');
    dialogAnswers.save = target;
    const sent: SentEvent[] = [];
    expect(await handlers[CHANNELS.exportCsv](eventFrom(undefined, sent), 'op-9', 'contacts')).toEqual({ ok: true, value: true });
    expect(readFileSync(target, 'utf8')).toBe(CSV);
    expect(dialogCalls[0]).toMatchObject({ defaultPath: join(dir, 'contacts-2026-03-04.csv'), filters: [{ extensions: ['csv'] }] });
    const fractions = sent.map((e) => (e.payload as { fraction: number }).fraction);
    expect(fractions.at(-1)).toBe(1);
    expect(sent.every((e) => (e.payload as { op: string }).op === 'export')).toBe(true);
  });

  it('saves under a long name staff typed in Devanagari, near the 255 bytes a file name may have', async () => {
    await signIn();
    // 250 bytes in UTF-8: the dialog accepted it.
    const name = 'संपर्क'.repeat(14).slice(0, 82) + '.csv';
    expect(Buffer.byteLength(name)).toBe(250);
    dialogAnswers.save = join(dir, name);
    expect(await call(CHANNELS.exportCsv, 'op1', 'contacts')).toEqual({ ok: true, value: true });
    expect(readFileSync(join(dir, name), 'utf8')).toBe(CSV);
    expect(readdirSync(dir).filter((file) => file.endsWith('.part'))).toEqual([]);
  });

  it('answers false when the save dialog is cancelled, and leaves no file when the download breaks', async () => {
    await signIn();
    expect(await call(CHANNELS.exportCsv, 'op1', 'contacts')).toEqual({ ok: true, value: false });
    const before = readdirSync(dir).sort();
    dialogAnswers.save = join(dir, 'quotes.csv');
    const answer = await call(CHANNELS.exportCsv, 'op2', 'quotes');
    expect(answer).toMatchObject({ ok: false, status: 0 });
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it('reports an export refused by the server with its message', async () => {
    dialogAnswers.save = join(dir, 'x.csv');
    expect(await call(CHANNELS.exportCsv, 'op1', 'contacts')).toEqual({ ok: false, status: 401, message: 'Invalid or expired token' });
  });

  it('switches servers only after the main-process dialog says so, and plain http only on this computer', async () => {
    const refused = await call(CHANNELS.setServer, 'https://evil.example.com');
    expect(refused).toEqual({ ok: false, status: 400, message: 'The server address was not changed.' });
    expect(dialogCalls).toEqual([expect.objectContaining({ message: 'Connect to https://evil.example.com?', buttons: ['Connect', 'Cancel'], cancelId: 1 })]);
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).apiBase).toBe(base);

    dialogAnswers.connect = true;
    for (const clear of ['http://agency.example.com', 'http://192.168.1.5:3000', 'http://127.0.0.1.evil.com']) {
      expect(await call(CHANNELS.setServer, clear)).toMatchObject({ ok: false, status: 400, message: expect.stringContaining('https://') });
    }
    for (const local of ['http://localhost:3000', 'http://127.0.0.2:8080', 'http://[::1]:3000', 'https://admin.example.com']) {
      expect(await call(CHANNELS.setServer, local)).toMatchObject({ ok: true, value: { apiBase: local } });
    }
    // The same address again needs no question.
    const asked = dialogCalls.length;
    expect(await call(CHANNELS.setServer, 'https://admin.example.com/')).toMatchObject({ ok: true });
    expect(dialogCalls).toHaveLength(asked);
  });

  it('remembers the chosen server as an origin and tells when it cannot be reached', async () => {
    dialogAnswers.connect = true;
    expect(await call(CHANNELS.setServer, 'http://127.0.0.1:9/some/page')).toEqual({ ok: true, value: { apiBase: 'http://127.0.0.1:9', defaultApiBase: 'http://localhost:3000' } });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toMatchObject({ apiBase: 'http://127.0.0.1:9' });
    expect(await call(CHANNELS.login, 'a@b.c', 'x')).toMatchObject({ ok: false, status: 0, message: expect.stringContaining('http://127.0.0.1:9') });
    expect(await call(CHANNELS.setServer, 'javascript:alert(1)')).toMatchObject({ ok: false, status: 400 });
  });

  it('opens only https links, in the system browser', async () => {
    expect(await call(CHANNELS.openExternal, 'https://example.com/case-study')).toEqual({ ok: true, value: null });
    expect(await call(CHANNELS.openExternal, 'file:///etc/passwd')).toMatchObject({ ok: false });
    expect(opened).toEqual(['https://example.com/case-study']);
  });
});
