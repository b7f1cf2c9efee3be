import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let webRoot: string;
beforeAll(async () => {
  // A stand-in for the built SPA: the server's job is which file and status it answers with.
  // A fresh folder per run: a pid-named one can be left over from an earlier run with the same pid.
  webRoot = mkdtempSync(join(tmpdir(), 'agency-web-'));
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Agency</title><div id="root"></div>');
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(webRoot, 'covers'));
  writeFileSync(join(webRoot, 'covers', 'marble-rocks-1200.webp'), 'RIFF');
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app-abc123.js"}}');
  ctx = await startTestApp({ webRoot });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every route of the spec with the app and status 200', async () => {
    for (const url of ['/', '/services', '/portfolio/web', '/get-started?verified=a@b.co', '/services/seo', '/admin']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<div id="root">');
    }
  });

  it('answers every dashboard deep link to a plain HTTP request with the app and status 200', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const person = encodeURIComponent('asha.venkataraman-longname@example-agency-client.co.in');
    for (const path of ['/admin/contacts', `/admin/people/${person}`, '/admin/email-marketing', '/admin/audit', '/admin/quotes/']) {
      const answer = await fetch(address + path, { redirect: 'manual' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('x-robots-tag'), path).toContain('noindex');
      expect(await answer.text(), path).toContain('<div id="root">');
    }
  });

  it('answers an unknown path with the app (which shows Page Not Found) and status 404', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<div id="root">');
  });

  it('sends a visitor to /verify-otp without an address to the contact form, and keeps one with an address', async () => {
    for (const url of ['/verify-otp', '/verify-otp?type=quote', '/verify-otp/?email=']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect([answer.statusCode, answer.headers.location], url).toEqual([302, '/contact']);
    }
    const email = encodeURIComponent('ramesh.chandra.shrivastava@narmada-example.in');
    const answer = await ctx.app.inject({ method: 'GET', url: `/verify-otp?email=${email}&type=quote` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">');
  });

  it('does not serve the build manifest or anything else under a dot folder', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/assets/../.vite/manifest.json']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('app-abc123.js');
    }
  });

  it('keeps search engines out of /admin and caches hashed assets for a year', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/admin' })).headers['x-robots-tag']).toContain('noindex');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Built-in covers have no hash in their names, yet change only with a release: a month.
    const cover = await ctx.app.inject({ method: 'GET', url: '/covers/marble-rocks-1200.webp' });
    expect(cover.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the security headers of the design', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['content-security-policy']).toContain('frame-src https:');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
