import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type AdminClient } from './test/admin.ts';
import { startTestApp, type TestContext } from './test/app.ts';

let ctx: TestContext;
let staff: AdminClient;
beforeAll(async () => {
  ctx = await startTestApp();
  staff = await signIn(ctx);
});
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
