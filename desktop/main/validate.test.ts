import { describe, expect, it } from 'vitest';
import { STAFF_PASSWORD_MAX_LENGTH } from '../../shared/api/staff.ts';
import {
  APP_ORIGIN,
  assertAdminPath,
  assertAppSender,
  assertBody,
  assertExternalUrl,
  assertMethod,
  assertString,
  MAX_BODY_BYTES,
  normaliseApiBase,
} from './validate.ts';

const frame = (url: string, parent: unknown = null) => ({ senderFrame: { url, parent } });

describe('IPC sender validation', () => {
  it('accepts the top frame of an app page', () => {
    expect(() => assertAppSender(frame(`${APP_ORIGIN}/index.html`))).not.toThrow();
    expect(() => assertAppSender(frame(`${APP_ORIGIN}/assets/x.js?y#z`))).not.toThrow();
  });

  it.each([
    'https://evil.com/index.html',
    'file:///work/out/renderer/index.html',
    'app://admin.evil.com/index.html',
    'app://evil/index.html',
    'http://admin/index.html',
    'devtools://devtools/bundled/inspector.html',
    'about:blank',
    'not a url',
  ])('refuses a sender at %s', (url) => {
    expect(() => assertAppSender(frame(url))).toThrow(/refused/);
  });

  it('refuses subframes and missing frames', () => {
    expect(() => assertAppSender(frame(`${APP_ORIGIN}/index.html`, {}))).toThrow(/not the app window/);
    expect(() => assertAppSender({ senderFrame: null })).toThrow(/not the app window/);
  });

  it('admits the dev server only when it is listed', () => {
    expect(() => assertAppSender(frame('http://localhost:5173/'))).toThrow();
    expect(() => assertAppSender(frame('http://localhost:5173/'), [APP_ORIGIN, 'http://localhost:5173'])).not.toThrow();
  });
});

describe('IPC argument validation', () => {
  it('counts a sign-in field as the API does: characters once trimmed, not UTF-16 units', () => {
    // 150 characters, 300 UTF-16 units: a password the API takes (its limit is 200 characters).
    const keys = 'चाबी🔑'.repeat(30);
    expect(assertString(keys, 'Password', STAFF_PASSWORD_MAX_LENGTH)).toBe(keys);
    const padded = ` ${'p'.repeat(STAFF_PASSWORD_MAX_LENGTH)} `;
    expect(assertString(padded, 'Password', STAFF_PASSWORD_MAX_LENGTH)).toBe(padded);
    expect(() => assertString('p'.repeat(STAFF_PASSWORD_MAX_LENGTH + 1), 'Password', STAFF_PASSWORD_MAX_LENGTH)).toThrow('Password refused');
    expect(() => assertString(42, 'Password', STAFF_PASSWORD_MAX_LENGTH)).toThrow('Password refused');
  });

  it.each(['/api/admin/projects', '/api/admin/projects/abc123', '/api/analytics?from=2024-01-01&to=2024-01-31', '/api/admin/newsletter/a%2Bb%40x.com', '/api/admin/analytics', '/api/admin/newsletter?q=o%27neil+a%2Fb&sort=email&cursor=WyJkYXRlIl0'])(
    'accepts the admin path %s',
    (path) => expect(assertAdminPath(path)).toBe(path),
  );

  it.each([
    '/api/../x',
    '/api/admin/../../etc',
    '/api/admin/../../etc/passwd',
    '/api/admin/./projects',
    '//evil.com/api/admin',
    '//evil.com/api/admin/projects',
    'https://evil.com/api/admin/projects',
    'http:/api/admin/projects',
    '/api/admin/%2e%2e/%2e%2e/etc',
    '/api/admin/%2E%2E/health',
    '/api/admin/..%2fhealth',
    '/api/admin/%252e%252e/health',
    '/api/admin/projects%5c..%5c..',
    '/api/admin\\..\\health',
    '/api/admin//projects',
    '/api/admin',
    '/api/admin/',
    '/api/health',
    '/api/analytics/../admin',
    '/api/admin/projects#x',
    '/api/admin/projects?x=<script>',
    '/api/admin/contacts?q=%zz',
    '/api/admin/contacts?q=100%',
    '/api/admin/pro\u0000jects',
    '/api/admin/pro\njects',
    'api/admin/projects',
    '/api/admin/login',
    '/api/admin/logout',
    `/api/admin/${'a'.repeat(600)}`,
    '',
  ])('refuses the forged path %j', (path) => {
    expect(() => assertAdminPath(path)).toThrow();
  });

  it('refuses non-string paths and methods outside the list', () => {
    expect(() => assertAdminPath(42)).toThrow();
    expect(() => assertAdminPath({ toString: () => '/api/admin/projects' })).toThrow();
    expect(assertMethod('PUT')).toBe('PUT');
    for (const method of ['PATCH', 'get', 'CONNECT', 'TRACE', '', null]) expect(() => assertMethod(method)).toThrow(/Method/);
  });

  it('bounds the body and refuses one on GET and DELETE', () => {
    expect(assertBody('POST', { title: 'x' })).toBe('{"title":"x"}');
    expect(assertBody('GET', undefined)).toBeUndefined();
    expect(() => assertBody('GET', { a: 1 })).toThrow(/no body/);
    expect(() => assertBody('DELETE', { a: 1 })).toThrow(/no body/);
    expect(() => assertBody('POST', 'text')).toThrow(/object/);
    expect(() => assertBody('PUT', { big: 'x'.repeat(MAX_BODY_BYTES) })).toThrow(/too large/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => assertBody('POST', cyclic)).toThrow(/JSON/);
  });

  it('opens only https links outside the app', () => {
    expect(assertExternalUrl('https://example.com/a')).toBe('https://example.com/a');
    for (const url of ['http://example.com', 'file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'https://user:pw@example.com', 'x']) {
      expect(() => assertExternalUrl(url)).toThrow();
    }
  });

  it('keeps only the origin of an http(s) server address', () => {
    expect(normaliseApiBase(' http://localhost:3000/ ')).toBe('http://localhost:3000');
    expect(normaliseApiBase('https://admin.example.com/some/path')).toBe('https://admin.example.com');
    for (const bad of ['localhost:3000', 'ftp://x', 'file:///tmp', 'https://u:p@x.com', 5, 'http://admin.example.com', 'http://10.0.0.5']) {
      expect(() => normaliseApiBase(bad)).toThrow();
    }
  });
});
