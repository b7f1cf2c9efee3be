import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import sharp from 'sharp';
import { defaultProjects } from '../../../shared/content/projects.ts';
import { signedInApp } from '../../test/admin.ts';

const t = signedInApp();

const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
const ELF = Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(200)]);
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

/** A DOCX as Word writes it, reduced to the parts that make it one: a ZIP with stored entries. */
function docx(): Buffer {
  const entries = [
    ['[Content_Types].xml', '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'],
    ['word/document.xml', '<w:document/>'],
  ];
  return Buffer.concat(
    entries.map(([name, text]) => {
      const data = Buffer.from(text);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt32LE(crc32(data), 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(name.length, 26);
      return Buffer.concat([header, Buffer.from(name), data]);
    }),
  );
}

function upload(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----agency-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.ctx.app.inject({
    method: 'POST',
    url: '/api/admin/files',
    payload,
    headers: { authorization: `Bearer ${t.staff.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const uploadsDir = () => join(t.ctx.dataDir, 'uploads');

describe('file uploads', () => {
  it.each([
    ['logo.png', PNG, 'image/png'],
    ['brief.pdf', PDF, 'application/pdf'],
    ['old-brief.doc', DOC, 'application/msword'],
    ['brief.docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('keeps %s under a random name and serves it back with its checked type', async (name, content, mime) => {
    const answer = await upload(name, content);
    expect(answer.statusCode).toBe(201);
    const file = answer.json().data;
    expect(file).toMatchObject({ originalName: name, mime, size: content.length, url: `/uploads/${file.storedName}` });
    expect(file.storedName).toMatch(/^[0-9a-f-]{36}\.(png|pdf|doc|docx)$/);
    expect(statSync(join(uploadsDir(), file.storedName)).mode & 0o777).toBe(0o600); // staff files, nobody else's
    expect((await t.staff.get('/api/admin/files')).json().data).toEqual([file]);

    const served = await t.ctx.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    if (mime.startsWith('image/')) expect(served.headers['content-disposition']).toBeUndefined();
    else expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
  });

  it.each([
    ['an ELF program', ELF, /not allowed \(its content is application\/x-elf\)/],
    ['a Windows program', MZ, /not allowed \(its content is application\/x-msdownload\)/],
    ['plain text', Buffer.from('just words, no magic'), /not allowed\. Upload a PDF, DOC, DOCX, PNG, JPEG, GIF or WebP file/],
  ])('refuses %s named x.pdf with 415 and keeps nothing', async (_kind, content, message) => {
    const answer = await upload('x.pdf', content, 'application/pdf');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(readdirSync(uploadsDir())).toEqual([]);
    expect((await t.staff.get('/api/admin/files')).json().data).toEqual([]);
  });

  it('refuses an empty file as empty (not as a file type), keeping nothing', async () => {
    const answer = await upload('Signed quote – दिवाली.pdf', Buffer.alloc(0), 'application/pdf');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: 'The file is empty' });
    expect(readdirSync(uploadsDir())).toEqual([]);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413, keeping nothing', async () => {
    const padded = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
    const over = await upload('big.png', padded(UPLOAD_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ success: false, message: 'The file is larger than 10 MB' });
    expect(readdirSync(uploadsDir())).toEqual([]);

    const exact = await upload('big.png', padded(UPLOAD_MAX_BYTES));
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.size).toBe(UPLOAD_MAX_BYTES);
  });

  it('never lets the client filename choose the disk path', async () => {
    // The data folder's parent is shared (the system's temporary folder): an x may be there already.
    const beside = join(t.ctx.dataDir, '..', 'x');
    const besideBefore = statSync(beside, { throwIfNoEntry: false })?.mtimeMs;
    for (const name of ['../../x', '..\\..\\x', '/etc/passwd', '../uploads/../../agency.db']) {
      const answer = await upload(name, PNG);
      expect(answer.statusCode).toBe(201);
      expect(answer.json().data.originalName).toBe(name.split(/[\\/]/).pop());
    }
    expect(existsSync(join(t.ctx.dataDir, 'x'))).toBe(false);
    expect(statSync(beside, { throwIfNoEntry: false })?.mtimeMs).toBe(besideBefore);
    const stored = readdirSync(uploadsDir());
    expect(stored).toHaveLength(4);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    // Paths outside the uploads folder are not reachable through /uploads either.
    expect((await t.ctx.app.inject({ url: '/uploads/..%2Fagency.db' })).statusCode).toBe(400);
  });

  it('keeps the quotes of a file name as browsers send them (%22), in the list and in the download', async () => {
    // Chrome and Firefox write `Quote "final" v2.pdf` as `Quote %22final%22 v2.pdf` (and a line break as %0A) in the form.
    const file = (await upload('Quote %22final%22 v2.pdf', PDF)).json().data;
    expect(file.originalName).toBe('Quote "final" v2.pdf');
    expect((await upload('two%0Alines.pdf', PDF)).json().data.originalName).toBe('twolines.pdf');
    const served = await t.ctx.app.inject({ url: file.url });
    expect(served.headers['content-disposition']).toBe(`attachment; filename="Quote _final_ v2.pdf"; filename*=UTF-8''Quote%20%22final%22%20v2.pdf`);
  });

  it('deletes the record and the bytes', async () => {
    const file = (await upload('logo.png', PNG)).json().data;
    const deleted = await t.staff.request('DELETE', `/api/admin/files/${file._id}`);
    expect(deleted.json()).toEqual({ success: true, message: 'File deleted successfully!' });
    expect(readdirSync(uploadsDir())).toEqual([]);
    expect((await t.ctx.app.inject({ url: file.url })).statusCode).toBe(404);
    expect((await t.staff.request('DELETE', `/api/admin/files/${file._id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a file a post, project or testimonial uses, naming them, so no page loses its picture unseen', async () => {
    const file = (await upload('shop front.png', PNG)).json().data;
    const post = { title: 'Shop fronts that sell', excerpt: '', body: `Before:\n\n![The old sign](${file.url})`, tags: [], kind: 'article', status: 'published' };
    const published = (await t.staff.request('POST', '/api/admin/posts', post)).json().data;
    const project = (await t.staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], title: 'Signboard redesign', image: file.url })).json().data;
    const refused = await t.staff.request('DELETE', `/api/admin/files/${file._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('“shop front.png” is used by the post “Shop fronts that sell” and the project “Signboard redesign”. Take it out there first.');
    expect((await t.ctx.app.inject({ url: file.url })).statusCode).toBe(200);

    // Once nothing shows it, it goes.
    expect((await t.staff.request('PUT', `/api/admin/posts/${published._id}`, { ...post, body: 'Before: gone.' })).statusCode).toBe(200);
    expect((await t.staff.request('DELETE', `/api/admin/projects/${project._id}`)).statusCode).toBe(200);
    expect((await t.staff.request('DELETE', `/api/admin/files/${file._id}`)).statusCode).toBe(200);
  });

  it('requires a signed-in admin and a file', async () => {
    const anonymous = await t.ctx.app.inject({ method: 'POST', url: '/api/admin/files', payload: PNG, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.staff.request('POST', '/api/admin/files', { file: 'nope' });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it.each([
    ['a body with no boundary in it', '{}'],
    ['a part cut off before its end', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
    ['a part without headers', '--x\r\n\r\n--x--\r\n'],
  ])('answers %s with 400 naming the problem, keeping nothing', async (_, payload) => {
    const answer = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload,
      headers: { authorization: `Bearer ${t.staff.token}`, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toMatch(/upload/i);
    expect(readdirSync(uploadsDir())).toEqual([]);
  });

  it('answers a file sent as a bare body (not a form) with 415 naming the type to send', async () => {
    const answer = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload: PNG,
      headers: { authorization: `Bearer ${t.staff.token}`, 'content-type': 'image/png' },
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({ success: false, message: "The body's Content-Type (image/png) is not accepted here: send multipart/form-data" });
    expect(readdirSync(uploadsDir())).toEqual([]);
  });
});

describe('pictures other sites show', () => {
  it('lets a mail program, a sandboxed preview or a post elsewhere load uploads, their variants, the mail logo and share images; nothing else', async () => {
    const photo = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#aa6633' } }).jpeg().toBuffer();
    const file = (await upload('campaign-banner.jpg', photo, 'image/jpeg')).json().data;
    const post = (await t.ctx.app.inject({ url: '/api/posts?limit=1' })).json().data[0];
    const corp = async (url: string) => {
      const answer = await t.ctx.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      return answer.headers['cross-origin-resource-policy'];
    };
    for (const url of [file.url, `/uploads/variants/${file.storedName.replace('.jpg', '')}-400.webp`, '/mail-logo.png', `/og/insights/${post.slug}.png`]) {
      expect(await corp(url), url).toBe('cross-origin');
    }
    for (const url of ['/robots.txt', '/api/services', '/sitemap.xml']) expect(await corp(url), url).toBe('same-origin');
  });
});

describe('responsive pictures of uploaded images', () => {
  it('makes AVIF and WebP variants up to the image width, serves them, and gives projects using the image a picture', async () => {
    const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const file = (await upload('team.jpg', photo, 'image/jpeg')).json().data;
    const base = `/uploads/variants/${file.storedName.replace('.jpg', '')}`;
    for (const [width, type] of [[400, 'image/avif'], [800, 'image/webp']] as const) {
      const served = await t.ctx.app.inject({ url: `${base}-${width}.${type.slice(6)}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    // Never enlarged: the 1000 px photo has no 1200 px variant.
    expect((await t.ctx.app.inject({ url: `${base}-1200.webp` })).statusCode).toBe(404);

    const project = { ...defaultProjects[0], title: 'With a photo', image: file.url };
    expect((await t.staff.request('POST', '/api/admin/projects', project)).statusCode).toBe(201);
    const listed = (await t.ctx.app.inject({ url: '/api/projects' })).json().data;
    expect(listed.find((p: { title: string }) => p.title === 'With a photo').picture).toEqual({ base, width: 1000, height: 600, widths: [400, 800] });

    // Deleting the upload (once no project shows it) deletes its variants.
    const created = listed.find((p: { title: string }) => p.title === 'With a photo');
    expect((await t.staff.request('DELETE', `/api/admin/projects/${created._id}`)).statusCode).toBe(200);
    expect((await t.staff.request('DELETE', `/api/admin/files/${file._id}`)).statusCode).toBe(200);
    expect(readdirSync(`${uploadsDir()}-variants`)).toEqual([]);
  });

  it('keeps an image it cannot decode as a plain upload', async () => {
    const answer = await upload('broken.png', PNG.subarray(0, 40), 'image/png');
    expect(answer.statusCode).toBe(201);
    expect(readdirSync(`${uploadsDir()}-variants`)).toEqual([]);
  });
});
