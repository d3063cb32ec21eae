import { ipv4Text, parseIpv6 } from './ipAddress.ts';

/**
 * What a per-source rate limit counts for an address. An IPv4 address is one source. An IPv6
 * address counts as its /64 network: that is what one home or one server is given, so a client
 * holds billions of addresses of its own and would otherwise get a fresh limit with each. An
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4 peers) is
 * its IPv4 address. Anything that is not an IPv6 address (IPv4, `unknown`) is counted as it is.
 */
export function rateLimitSource(address: string): string {
  const text = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  const value = text.includes(':') ? parseIpv6(text) : null;
  if (value === null) return address;
  if (value >> 32n === 0xffffn) return ipv4Text(Number(value & 0xffffffffn));
  const network = [48n, 32n, 16n, 0n].map((shift) => (((value >> 64n) >> shift) & 0xffffn).toString(16));
  return `${network.join(':')}::/64`;
}
