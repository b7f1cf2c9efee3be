import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { FrameStatus } from '../../shared/media.ts';
import { isPublicAddress } from './public-address.ts';

export interface FrameCheckOptions {
  /** The site's own origin (PUBLIC_URL): a frame-ancestors list naming it allows the preview. */
  siteOrigin: string;
  timeoutMs: number;
  /** Name resolution; tests inject one so no check ever leaves the loopback interface. */
  lookup?: LookupFunction;
  /**
   * Which resolved addresses may be contacted: public ones only (isPublicAddress), so a live URL
   * cannot make the server reach its own network (SSRF). Tests of the checks widen it to exactly
   * their loopback sites.
   */
  reachable?: (address: string) => boolean;
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

/** Every address a name resolves to (an IP address resolves to itself). */
function addressesOf(host: string, lookup: LookupFunction): Promise<LookupAddress[]> {
  const family = isIP(host);
  if (family) return Promise.resolve([{ address: host, family }]);
  return new Promise((done, fail) => {
    lookup(host, { all: true }, (error, found, family) => {
      if (error) return fail(error);
      done(typeof found === 'string' ? [{ address: found, family: family ?? isIP(found) }] : found);
    });
  });
}

/** A refusal to contact an address outside the allowed ones; its message is the verdict's reason. */
class NotReachable extends Error {}

/**
 * The address to connect to for `url`: every address its host resolves to must be allowed (a name
 * with one private address among public ones is refused), and the connection then goes to the
 * address checked, never to a second lookup's answer (DNS rebinding).
 */
async function checkedAddress(url: URL, options: FrameCheckOptions): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await addressesOf(host, options.lookup ?? dnsLookup);
  const refused = addresses.find(({ address }) => !(options.reachable ?? isPublicAddress)(address));
  if (refused || addresses.length === 0) throw new NotReachable(`Not a public address (${refused?.address ?? host}): the server contacts public sites only`);
  return addresses[0];
}

/** How the server's checks name themselves to the sites they ask. */
export const FRAME_CHECK_USER_AGENT = 'Live preview check';

/** One GET of `url` at the checked address: status and headers only (the body is never read). */
async function head(url: URL, options: FrameCheckOptions, signal: AbortSignal): Promise<Answer> {
  const { address, family } = await checkedAddress(url, options);
  const pinned: LookupFunction = (_host, lookupOptions, callback) =>
    lookupOptions.all ? callback(null, [{ address, family }]) : callback(null, address, family);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'GET', signal, lookup: pinned, headers: { 'user-agent': FRAME_CHECK_USER_AGENT } }, (response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      response.destroy();
    });
    request.on('error', reject);
    request.end();
  });
}

const DNS_ERRORS = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME']);

function unreachable(error: unknown, timeoutMs: number): FrameVerdict {
  if (error instanceof NotReachable) return { status: 'unreachable', reason: error.message };
  const code = (error as { code?: string }).code ?? '';
  if ((error as Error).name === 'AbortError' || code === 'ABORT_ERR') {
    return { status: 'unreachable', reason: `No answer within ${timeoutMs / 1000} s` };
  }
  if (DNS_ERRORS.has(code)) return { status: 'unreachable', reason: 'The address does not resolve (DNS)' };
  return { status: 'unreachable', reason: `Connection failed (${code || (error as Error).message})` };
}

/**
 * Whether a live site can be shown in the preview frame: it must answer within the timeout, at a
 * public address (each redirect checked again like the first URL), with a success status and
 * without headers that forbid framing here.
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
