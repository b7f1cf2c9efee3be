import { readFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { APP_HOST } from './validate.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The renderer's Content-Security-Policy. The page talks to nobody: every server call goes
 * through IPC, so connect-src is 'none'. Images may come from the page itself, data:/blob:
 * previews and https (project images hosted elsewhere). index.html carries the same policy
 * in a meta tag; this header also covers every other response of the protocol.
 */
export const RENDERER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'Content-Security-Policy': RENDERER_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
};

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * Serves the built renderer (out/renderer) for protocol.handle('app', ...): app://admin/...
 * only, GET only, no path outside the root (decoded, normalised, then checked relative to
 * it), index.html for extension-less paths so the single page app owns its routes.
 */
export function createAppProtocolHandler(root: string): (request: Request) => Promise<Response> {
  const base = resolve(root);
  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return answer(400, 'Bad request');
    }
    if (url.host !== APP_HOST) return answer(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'Method not allowed');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return answer(400, 'Bad request');
    }
    if (pathname.includes('\0') || pathname.includes('\\')) return answer(400, 'Bad request');
    const wanted = pathname === '/' || !extname(pathname) ? '/index.html' : pathname;
    const file = resolve(join(base, wanted));
    const inside = relative(base, file);
    if (!inside || inside.startsWith('..') || inside.startsWith(sep) || resolve(base, inside) !== file) return answer(404, 'Not found');
    try {
      const body = await readFile(file);
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers: { ...SECURITY_HEADERS, 'Content-Type': type } });
    } catch {
      return answer(404, 'Not found');
    }
  };
}
