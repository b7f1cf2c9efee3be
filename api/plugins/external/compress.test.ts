import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';

const t = signedInApp();

async function seedContacts(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `c-${i}`,
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    phone: '',
    subject: 'A new website',
    message: 'We would like a quote for a new website with a shop and a blog.',
    verified_email: `visitor${i}@example.com`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  }));
  await t.ctx.app.db.insertInto('contacts').values(rows).execute();
}

describe('compressed staff answers', () => {
  it('compresses a staff list for a client that accepts brotli or gzip, and sends it plain otherwise', async () => {
    await seedContacts(25);
    const authorization = `Bearer ${t.staff.token}`;
    const get = (encoding?: string) =>
      t.ctx.app.inject({ url: '/api/admin/contacts', headers: { authorization, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const brotli = await get('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves CSV exports uncompressed and public answers to the public cache', async () => {
    await seedContacts(50);
    const csv = await t.ctx.app.inject({
      url: '/api/admin/export/contacts.csv',
      headers: { authorization: `Bearer ${t.staff.token}`, 'accept-encoding': 'gzip' },
    });
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(csv.body).toContain('visitor49@example.com');
    const config = await t.ctx.app.inject({ url: '/api/config', headers: { 'accept-encoding': 'br' } });
    expect(config.statusCode).toBe(200);
    const again = await t.ctx.app.inject({ url: '/api/config', headers: { 'accept-encoding': 'br' } });
    expect(again.headers['content-encoding']).toBe(config.headers['content-encoding']);
    expect(again.headers.etag).toBe(config.headers.etag);
  });
});
