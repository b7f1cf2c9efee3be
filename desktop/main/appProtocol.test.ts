import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, RENDERER_CSP } from './appProtocol.ts';

let serve: (request: Request) => Promise<Response>;

beforeAll(() => {
  const parent = mkdtempSync(join(tmpdir(), 'app-protocol-'));
  const root = join(parent, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(join(parent, 'secret.txt'), 'not for the renderer');
  serve = createAppProtocolHandler(root);
});

const get = (url: string, method = 'GET') => serve(new Request(url, { method }));

describe('app:// protocol handler', () => {
  it('serves the built files with their type, the CSP and nosniff', async () => {
    const page = await get('app://admin/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(RENDERER_CSP);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>app</title>');
    const script = await get('app://admin/assets/main.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers index.html for the root and extension-less routes', async () => {
    expect(await (await get('app://admin/')).text()).toContain('<title>app</title>');
    expect(await (await get('app://admin/settings')).text()).toContain('<title>app</title>');
  });

  it.each([
    'app://admin/../secret.txt',
    'app://admin/%2e%2e/secret.txt',
    'app://admin/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://admin/..%5csecret.txt',
    'app://admin/%00.js',
    'app://admin/missing.js',
    'app://other/index.html',
  ])('serves nothing outside the build for %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await response.text()).not.toContain('not for the renderer');
  });

  it('refuses writes', async () => {
    expect((await get('app://admin/index.html', 'POST')).status).toBe(405);
  });

  it("keeps the page's own network at none: every call goes through IPC", () => {
    expect(RENDERER_CSP).toContain("connect-src 'none'");
    expect(RENDERER_CSP).toContain("script-src 'self'");
    expect(RENDERER_CSP).not.toContain('unsafe');
  });
});
