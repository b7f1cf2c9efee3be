import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FrameStatus } from '../../shared/media.ts';

export interface FrameCheckOptions {
  /** The site's own origin (PUBLIC_URL): a frame-ancestors list naming it allows the preview. */
  siteOrigin: string;
  timeoutMs: number;
  /** Name resolution; tests inject one so no check ever leaves the loopback interface. */
  lookup?: LookupFunction;
  /**
   * Schemes the site's CSP lets it frame (frame-src https:, api/plugins/external/helmet.ts). Tests
   * add http: because their loopback sites have no TLS.
   */
  framedSchemes?: string[];
}

export interface FrameVerdict {
  status: FrameStatus;
  reason: string;
}

const MAX_REDIRECTS = 3;

/** Whether one CSP source expression lets `origin` embed the page. */
function sourceAllows(source: string, origin: URL): boolean {
  if (source === '*' || source === `${origin.protocol}`) return true;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/i.exec(source);
  if (!match || source.startsWith("'")) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme && `${scheme.toLowerCase()}:` !== origin.protocol) return false;
  const hostMatches = wildcard ? origin.hostname.endsWith(`.${host.toLowerCase()}`) : origin.hostname === host.toLowerCase();
  return hostMatches && (!port || port === '*' || port === (origin.port || (origin.protocol === 'https:' ? '443' : '80')));
}

/**
 * Why the browser would refuse to show the answer in a frame on `siteOrigin`, or undefined.
 * Every CSP sent applies (a comma joins several); X-Frame-Options DENY and SAMEORIGIN both
 * refuse another origin (ALLOW-FROM is ignored by browsers, so it refuses nothing).
 */
export function frameRefusal(headers: IncomingHttpHeaders, siteOrigin: string): string | undefined {
  const origin = new URL(siteOrigin);
  const policies = [headers['content-security-policy'] ?? []].flat().flatMap((header) => header.split(','));
  for (const policy of policies) {
    const directive = policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
    if (directive && !directive.slice(1).some((source) => sourceAllows(source, origin))) {
      return `Content-Security-Policy frame-ancestors ${directive.slice(1).join(' ') || "'none'"}`;
    }
  }
  const xfo = String(headers['x-frame-options'] ?? '').trim().toUpperCase();
  if (xfo === 'DENY' || xfo === 'SAMEORIGIN') return `X-Frame-Options ${xfo}`;
  return undefined;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** One GET of `url`: status and headers only (the body is never read). */
function head(url: URL, options: FrameCheckOptions, signal: AbortSignal): Promise<Answer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'GET', signal, lookup: options.lookup ?? dnsLookup, headers: { 'user-agent': 'Live preview check' } }, (response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      response.destroy();
    });
    request.on('error', reject);
    request.end();
  });
}

const DNS_ERRORS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME']);

function unreachable(error: unknown, timeoutMs: number): FrameVerdict {
  const code = (error as { code?: string }).code ?? '';
  if ((error as Error).name === 'AbortError' || code === 'ABORT_ERR') {
    return { status: 'unreachable', reason: `No answer within ${timeoutMs / 1000} s` };
  }
  if (DNS_ERRORS.has(code)) return { status: 'unreachable', reason: 'The address does not resolve (DNS)' };
  return { status: 'unreachable', reason: `Connection failed (${code || (error as Error).message})` };
}

/**
 * Whether a live site can be shown in the preview frame: it must answer (redirects followed)
 * within the timeout with a success status and without headers that forbid framing here.
 */
export async function checkFrame(liveUrl: string, options: FrameCheckOptions): Promise<FrameVerdict> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(liveUrl);
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { status: 'unreachable', reason: `Not a web address (${url.protocol})` };
      const answer = await head(url, options, signal);
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400 && location && redirects < MAX_REDIRECTS) {
        url = new URL(location, url);
        continue;
      }
      if (answer.status >= 400 || answer.status < 200) return { status: 'unreachable', reason: `The site answered HTTP ${answer.status}` };
      if (!(options.framedSchemes ?? ['https:']).includes(url.protocol)) return { status: 'blocked', reason: 'Not an https address: only secure sites can be shown in a frame' };
      const refusal = frameRefusal(answer.headers, options.siteOrigin);
      return refusal ? { status: 'blocked', reason: refusal } : { status: 'ok', reason: '' };
    }
  } catch (error) {
    return unreachable(error, options.timeoutMs);
  }
}
