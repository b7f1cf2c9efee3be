import { createSigner } from 'fast-jwt';
import { createHmac } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProjects } from '../shared/content/projects.ts';
import { defaultTestimonials } from '../shared/content/testimonials.ts';
import { startSignedInApp, type AdminClient } from './test/admin.ts';
import type { TestContext } from './test/app.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeAll(async () => ({ ctx, staff } = await startSignedInApp()));
afterAll(async () => ctx.close());

const base64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token for the signed-in admin, but with the header and signing of an attacker's choice. */
function forge(alg: string, sign: (input: string) => string): string {
  const [, payload] = staff.token.split('.');
  const input = `${base64url({ alg, typ: 'JWT' })}.${payload}`;
  return `${input}.${sign(input)}`;
}

const asStaff = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/stats', headers: { authorization: `Bearer ${token}` } });

describe('staff tokens', () => {
  it('accept the real token', async () => {
    expect((await asStaff(staff.token)).statusCode).toBe(200);
  });

  it('refuse any algorithm but HS256, even signed with the real secret', async () => {
    const secret = JSON.parse(readFileSync(join(ctx.dataDir, 'secrets.json'), 'utf8')).jwtSecret as string;
    const none = forge('none', () => '');
    const hs512 = forge('HS512', (input) => createHmac('sha512', secret).update(input).digest('base64url'));
    const hs384 = forge('HS384', (input) => createHmac('sha384', secret).update(input).digest('base64url'));
    for (const token of [none, hs512, hs384]) {
      const answer = await asStaff(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().success).toBe(false);
    }
  });
});

describe('staff tokens without an expiry', () => {
  it('are refused even when signed with the real secret', async () => {
    const secret = JSON.parse(readFileSync(join(ctx.dataDir, 'secrets.json'), 'utf8')).jwtSecret as string;
    const { sub, email, tva } = JSON.parse(Buffer.from(staff.token.split('.')[1], 'base64url').toString());
    const forever = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true })({ sub, email, tva });
    const answer = await asStaff(forever);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().success).toBe(false);
  });
});

/** A request written by hand on a socket, so its target reaches the server exactly as sent. */
async function rawGet(target: string, headers = ''): Promise<{ head: string; body: string }> {
  const address = ctx.app.server.address() as AddressInfo | null;
  const port = address?.port ?? (await ctx.app.listen({ port: 0, host: '127.0.0.1' }), (ctx.app.server.address() as AddressInfo).port);
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
  const [head, body] = text.split('\r\n\r\n');
  return { head: head.toLowerCase(), body };
}

describe('request targets', () => {
  it('treats an absolute-form target (GET http://host/api/...) like its path', async () => {
    const staffAnswer = await rawGet('http://x/api/admin/contacts', `Authorization: Bearer ${staff.token}\r\n`);
    expect(staffAnswer.head).toContain('cache-control: no-store');
    expect(staffAnswer.head).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
    const unknown = await rawGet('http://x/api/no-such-call');
    expect(unknown.head).toMatch(/^http\/1\.1 404/);
    expect(JSON.parse(unknown.body)).toEqual({ success: false, message: 'Route GET /api/no-such-call not found' });
  });

  it('answers a malformed API URL with the API error shape, naming what is wrong with it, under the API security headers', async () => {
    for (const [url, message] of [
      ['/api/%zz', 'The URL is not valid: a % must be followed by two hexadecimal digits'],
      // Two good escapes that are half of a Devanagari letter (क is %E0%A4%95).
      ['/api/posts/%E0%A4', 'The URL is not valid: its %-escapes do not spell UTF-8 text'],
      ['http://x/api/posts/%E0%A4', 'The URL is not valid: its %-escapes do not spell UTF-8 text'],
      [`/api/posts/${encodeURIComponent('क'.repeat(301))}`, 'The URL is not valid: a part of its path is longer than 300 characters'],
    ]) {
      const answer = await rawGet(url);
      expect(answer.head).toMatch(/^http\/1\.1 400/);
      expect(answer.head, url).toContain("content-security-policy: default-src 'none'; frame-ancestors 'none'");
      expect(answer.head, url).toContain('x-content-type-options: nosniff');
      expect(JSON.parse(answer.body)).toEqual({ success: false, message });
    }
  });
});

describe('caching of private answers', () => {
  it('marks every staff answer no-store, so no proxy keeps it', async () => {
    for (const url of ['/api/admin/dashboard/stats', '/api/admin/contacts', '/api/admin/projects']) {
      expect((await staff.get(url)).headers['cache-control']).toBe('no-store');
    }
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/contacts' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('lets public reads be revalidated by caches', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/services' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('images and links staff enter', () => {
  const fields = [
    ['image', (value: string) => staff.request('POST', '/api/admin/projects', { ...defaultProjects[0], image: value })],
    ['image', (value: string) => staff.request('POST', '/api/admin/testimonials', { ...defaultTestimonials[0], image: value })],
    // Settings name a field as staff see it on the Settings screen.
    ['Social › Twitter', async (value: string) => {
      const settings = (await staff.get('/api/admin/settings')).json().data;
      return staff.request('PUT', '/api/admin/settings', { ...settings, social: { ...settings.social, twitter: value } });
    }],
  ] as const;

  it('take an https: or http: address or a path on this site', async () => {
    for (const [, save] of fields) {
      for (const value of ['https://cdn.example.com/a.png', 'http://example.com/a', '/uploads/a.png', '']) expect((await save(value)).statusCode).toBeLessThan(300);
    }
  });

  it('refuse any other scheme and addresses a browser reads as another site, naming the field', async () => {
    for (const [field, save] of fields) {
      for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', '/\\evil.example/a.png', '/\t/evil.example', 'vbscript:x']) {
        const refused = await save(value);
        expect([refused.statusCode, refused.json().message], value).toEqual([400, `${field} must be an https:// or http:// address or a path on this site (/...)`]);
      }
    }
  });
});

describe('security headers', () => {
  it('forbids loading or framing anything from an API answer, even an error', async () => {
    for (const url of ['/api/services', '/api/no-such-call']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it("gives pages, unknown pages and files helmet's set with the site's policy", async () => {
    for (const url of ['/', '/no-such-page', '/robots.txt']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});
