import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is a public one: ipaddr.js's 'unicast' range, after an IPv4-mapped IPv6
 * address is read as its IPv4 one. Loopback, private, link-local, unique-local, carrier-grade NAT,
 * multicast, broadcast, unspecified, reserved and documentation ranges, and the IPv6 ranges that
 * carry an IPv4 address inside (6to4, Teredo, NAT64), are all something else.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}
