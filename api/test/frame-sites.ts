import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { FRAME_CHECK_USER_AGENT } from '../media/frame-check.ts';

/** Every name fails to resolve: frame checks reach nothing but loopback sites addressed by IP. */
export const noDns: LookupFunction = (hostname, _options, callback) =>
  callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 0);

const FRAME_SITES_ADDRESS = '127.0.0.1';

/**
 * The checker contacts public addresses only; tests of the checks let it reach exactly the address
 * their client sites listen on, and nothing else (with noDns, no name resolves either).
 */
export const reachFrameSites = (address: string) => address === FRAME_SITES_ADDRESS;

/** The loopback sites have no TLS: checks against them accept http as the site's CSP would https. */
export const LOOPBACK_SCHEMES = ['http:', 'https:'];

export interface FrameSites {
  /** http://127.0.0.1:port */
  base: string;
  /** Headers each path answers with (change them between checks); `location` makes it a 302. */
  answers: Record<string, OutgoingHttpHeaders>;
  /** How many of the server's checks reached each path (a browser's frame loads are not counted). */
  hits: Record<string, number>;
  close(): Promise<void>;
}

/**
 * Client sites on loopback for live preview checks: /open, /deny (X-Frame-Options),
 * /ancestors-none and /ancestors-us (CSP), /moved (to /deny); /hang never answers, others are 404.
 */
export async function startFrameSites(): Promise<FrameSites> {
  const answers: FrameSites['answers'] = {
    '/open': {},
    '/deny': { 'x-frame-options': 'DENY' },
    '/ancestors-none': { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" },
    '/ancestors-us': { 'content-security-policy': "frame-ancestors 'self' http://localhost:3000" },
    '/moved': { location: '/deny' },
  };
  const hits: FrameSites['hits'] = {};
  const server = createServer((request, response) => {
    if (request.headers['user-agent'] === FRAME_CHECK_USER_AGENT) hits[request.url ?? ''] = (hits[request.url ?? ''] ?? 0) + 1;
    if (request.url === '/hang') return;
    const headers = answers[request.url ?? ''];
    if (!headers) return response.writeHead(404).end();
    const page = '<!doctype html><html lang="en"><title>Client site</title><h1>Client site</h1></html>';
    response.writeHead(headers.location ? 302 : 200, { 'content-type': 'text/html', ...headers }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, FRAME_SITES_ADDRESS, resolve));
  return {
    base: `http://${FRAME_SITES_ADDRESS}:${(server.address() as AddressInfo).port}`,
    answers,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
