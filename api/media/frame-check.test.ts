import { lookup as dnsLookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkFrame, type FrameCheckOptions } from './frame-check.ts';

/**
 * The server's own network (SSRF, issue 26): a site on loopback that counts every request it gets.
 * No live URL, however written, and no redirect may make the checker reach it.
 */
let inside: Server;
let insideHits = 0;
let port = 0;
/** A "public" site for the redirect tests: on 127.0.0.2, the one address these tests let the checker reach. */
let outside: Server;
let outsideHits = 0;
let outsideBase = '';
let redirectTo = '';
const OUTSIDE_ADDRESS = '127.0.0.2';

const listen = async (server: Server, host: string) => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  inside = createServer((_request, response) => {
    insideHits += 1;
    response.end('internal');
  });
  port = await listen(inside, '127.0.0.1');
  outside = createServer((_request, response) => {
    outsideHits += 1;
    response.writeHead(302, { location: redirectTo }).end();
  });
  // The same port on another loopback address: a connection sent to the wrong address would land inside.
  await new Promise<void>((resolve) => outside.listen(port, OUTSIDE_ADDRESS, resolve));
  outsideBase = `http://${OUTSIDE_ADDRESS}:${port}`;
});
afterAll(async () => {
  for (const server of [inside, outside]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
beforeEach(() => {
  insideHits = 0;
  outsideHits = 0;
});

/** Names that lead inside, as a hostile or careless DNS answers them; `localhost` is the machine's own. */
const NAMES: Record<string, string> = { 'intranet.example': '127.0.0.1', 'metadata.example': '169.254.169.254', 'v6.example': '::1' };
const lookup: LookupFunction = (hostname, options, callback) => {
  if (hostname.startsWith('localhost')) return dnsLookup(hostname, options, callback);
  const address = NAMES[hostname];
  if (!address) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
  const family = address.includes(':') ? 6 : 4;
  return options.all ? callback(null, [{ address, family }]) : callback(null, address, family);
};
const check = (url: string, options: Partial<FrameCheckOptions> = {}) =>
  checkFrame(url, { siteOrigin: 'https://agency.example.com', timeoutMs: 2_000, lookup, framedSchemes: ['http:', 'https:'], ...options });

/** The loopback site, spelled every way a URL parser turns into an address on this machine. */
const SPELLINGS = [
  'http://127.0.0.1:PORT/',
  'http://127.1:PORT/',
  'http://2130706433:PORT/',
  'http://0x7f.1:PORT/',
  'http://0x7f000001:PORT/',
  'http://0177.0.0.1:PORT/',
  'http://127.000.000.001:PORT/',
  'http://0.0.0.0:PORT/',
  'http://0:PORT/',
  'http://[::ffff:127.0.0.1]:PORT/',
  'http://[::ffff:7f00:1]:PORT/',
  'http://[::1]:PORT/',
  'http://[::]:PORT/',
  'http://localhost:PORT/',
  'http://LOCALHOST:PORT/',
  'http://intranet.example:PORT/',
  'http://v6.example:PORT/',
  'http://10.0.0.1:PORT/',
  'http://192.168.1.1:PORT/',
  'http://100.64.0.1:PORT/',
  'http://metadata.example/latest/meta-data/',
  'http://[fd00::1]:PORT/',
  'http://[fe80::1]:PORT/',
  'http://224.0.0.1:PORT/',
  'http://[2002:7f00:1::]:PORT/',
  'http://[64:ff9b::7f00:1]:PORT/',
];

describe('the live preview checker and the server’s own network', () => {
  it.each(SPELLINGS)('refuses %s without a request', async (spelling) => {
    const verdict = await check(spelling.replace('PORT', String(port)));
    expect(verdict).toMatchObject({ status: 'unreachable', reason: expect.stringMatching(/^Not a public address \(.+\): the server contacts public sites only$/) });
    expect(insideHits).toBe(0);
  });

  it.each(SPELLINGS)('follows no redirect to %s', async (spelling) => {
    redirectTo = spelling.replace('PORT', String(port));
    const verdict = await check(`${outsideBase}/`, { reachable: (address) => address === OUTSIDE_ADDRESS });
    expect(outsideHits).toBe(1);
    expect(verdict.reason).toMatch(/^Not a public address/);
    expect(insideHits).toBe(0);
  });

  it('connects to the address it checked, not to a second answer of the name (DNS rebinding)', async () => {
    let asked = 0;
    const rebinding: LookupFunction = (_hostname, options, callback) => {
      asked += 1;
      const address = asked === 1 ? OUTSIDE_ADDRESS : '127.0.0.1';
      return options.all ? callback(null, [{ address, family: 4 }]) : callback(null, address, 4);
    };
    redirectTo = `http://${OUTSIDE_ADDRESS}:1/never`;
    await check(`http://rebinding.example:${port}/`, {
      lookup: rebinding,
      reachable: (address) => address === OUTSIDE_ADDRESS,
    });
    expect([outsideHits, insideHits]).toEqual([1, 0]);
  });

  it('refuses a name with one inside address among public ones', async () => {
    const mixed: LookupFunction = (_hostname, _options, callback) =>
      callback(null, [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ]);
    const verdict = await check(`http://mixed.example:${port}/`, { lookup: mixed });
    expect(verdict.reason).toBe('Not a public address (127.0.0.1): the server contacts public sites only');
    expect(insideHits).toBe(0);
  });
});
