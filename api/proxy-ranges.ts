import ipaddr from 'ipaddr.js';

type Span = [start: bigint, end: bigint];

const WIDTH = { ipv4: 32, ipv6: 128 } as const;
/** ::ffff:0:0/96: proxy-addr checks an IPv4 client against IPv6 ranges as this mapped address, and back. */
const MAPPED_BASE = 0xffffn << 32n;
const IPV4_SIZE = 1n << 32n;

const numberOf = (address: ipaddr.IPv4 | ipaddr.IPv6) => address.toByteArray().reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);

function spanOf(entry: string): { kind: 'ipv4' | 'ipv6'; span: Span } {
  const [address, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), WIDTH[ipaddr.parse(entry).kind()]];
  const size = 1n << BigInt(WIDTH[address.kind()] - bits);
  const start = numberOf(address) - (numberOf(address) % size);
  return { kind: address.kind(), span: [start, start + size - 1n] };
}

/** Whether the spans leave no address of [0, size) out. */
function coverAll(spans: Span[], size: bigint): boolean {
  let next = 0n;
  for (const [start, end] of spans.toSorted((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (start > next) return false;
    if (end + 1n > next) next = end + 1n;
  }
  return next >= size;
}

/**
 * The address family whose every address the proxy ranges trust together (`0.0.0.0/1,128.0.0.0/1`
 * is `0.0.0.0/0` in two halves), counting IPv4-mapped IPv6 ranges for IPv4 clients and the other
 * way round, as proxy-addr does; undefined when some address stays untrusted in both families.
 */
export function familyTrustedWhole(entries: string[]): 'IPv4' | 'IPv6' | undefined {
  const v4: Span[] = [];
  const v6: Span[] = [];
  for (const entry of entries) {
    const { kind, span } = spanOf(entry);
    if (kind === 'ipv4') {
      v4.push(span);
      v6.push([MAPPED_BASE + span[0], MAPPED_BASE + span[1]]);
      continue;
    }
    v6.push(span);
    const [start, end] = [span[0] > MAPPED_BASE ? span[0] : MAPPED_BASE, span[1] < MAPPED_BASE + IPV4_SIZE - 1n ? span[1] : MAPPED_BASE + IPV4_SIZE - 1n];
    if (start <= end) v4.push([start - MAPPED_BASE, end - MAPPED_BASE]);
  }
  if (coverAll(v6, 1n << 128n)) return 'IPv6';
  if (coverAll(v4, IPV4_SIZE)) return 'IPv4';
  return undefined;
}
