import { ipv4Text, parseIpv4, parseIpv6 } from './ipAddress.ts';

/**
 * Whether the server may connect to an address: only to the public internet. Refused are this
 * machine (loopback, and the unspecified address, which reaches it too), private and shared
 * networks, link-local ones (169.254.169.254 is the cloud's metadata service), unique-local,
 * multicast, broadcast, and the ranges reserved for documentation, benchmarks and protocols. An
 * IPv6 address that carries an IPv4 one (mapped, compatible, translated, NAT64, 6to4) is judged by
 * the IPv4 address inside; every other IPv6 address outside global unicast (2000::/3) is refused.
 */
const ipv4Ranges = ranges(ipv4Number, 32, [
  ['0.0.0.0/8', 'an unspecified address'],
  ['10.0.0.0/8', 'a private address'],
  ['100.64.0.0/10', 'a shared (carrier-grade NAT) address'],
  ['127.0.0.0/8', 'a loopback address'],
  ['169.254.0.0/16', 'a link-local address'],
  ['172.16.0.0/12', 'a private address'],
  ['192.0.0.0/24', 'a reserved address'],
  ['192.0.2.0/24', 'a documentation address'],
  ['192.88.99.0/24', 'a reserved address'],
  ['192.168.0.0/16', 'a private address'],
  ['198.18.0.0/15', 'a benchmarking address'],
  ['198.51.100.0/24', 'a documentation address'],
  ['203.0.113.0/24', 'a documentation address'],
  ['224.0.0.0/4', 'a multicast address'],
  ['240.0.0.0/4', 'a reserved or broadcast address'],
]);

const ipv6Ranges = ranges(parseIpv6, 128, [
  ['::/128', 'an unspecified address'],
  ['::1/128', 'a loopback address'],
  ['64:ff9b:1::/48', 'a private address (local NAT64)'],
  ['100::/64', 'a reserved address'],
  ['2001::/23', 'a reserved address'],
  ['2001:db8::/32', 'a documentation address'],
  ['3fff::/20', 'a documentation address'],
  ['fc00::/7', 'a unique-local address'],
  ['fe80::/10', 'a link-local address'],
  ['ff00::/8', 'a multicast address'],
]);

const low32 = (value: bigint) => value & 0xffffffffn;
const carriersOfIpv4: [Range, (value: bigint) => bigint][] = [
  [range(parseIpv6, 128, '::ffff:0:0/96'), low32],
  [range(parseIpv6, 128, '::ffff:0:0:0/96'), low32],
  [range(parseIpv6, 128, '64:ff9b::/96'), low32],
  [range(parseIpv6, 128, '::/96'), low32],
  [range(parseIpv6, 128, '2002::/16'), (value) => (value >> 80n) & 0xffffffffn],
];
const globalUnicast = range(parseIpv6, 128, '2000::/3');

/** Why the server may not connect to this address ("a loopback address"), or null for a public one. */
export function nonPublicReason(address: string): string | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const ipv4 = parseIpv4(bare);
  if (ipv4 !== null) return reasonOf(ipv4Ranges, BigInt(ipv4));
  const ipv6 = parseIpv6(bare);
  if (ipv6 === null) return 'not an IP address this server can judge';
  const listed = reasonOf(ipv6Ranges, ipv6);
  if (listed) return listed;
  const carrier = carriersOfIpv4.find(([carrying]) => carrying.holds(ipv6));
  if (carrier) {
    const inner = carrier[1](ipv6);
    const reason = reasonOf(ipv4Ranges, inner);
    return reason && `${reason} (${ipv4Text(Number(inner))} inside an IPv6 address)`;
  }
  return globalUnicast.holds(ipv6) ? null : 'a reserved address';
}

interface Range {
  holds(value: bigint): boolean;
}

function ipv4Number(text: string): bigint | null {
  const value = parseIpv4(text);
  return value === null ? null : BigInt(value);
}

function range(parse: (text: string) => bigint | null, width: number, cidr: string): Range {
  const [text = '', bits = ''] = cidr.split('/');
  const base = parse(text);
  if (base === null) throw new Error(`Not an address range: ${cidr}`);
  const hostBits = BigInt(width - Number(bits));
  return { holds: (value) => value >> hostBits === base >> hostBits };
}

function ranges(parse: (text: string) => bigint | null, width: number, table: [string, string][]) {
  return table.map(([cidr, reason]) => ({ range: range(parse, width, cidr), reason }));
}

function reasonOf(table: { range: Range; reason: string }[], value: bigint): string | null {
  return table.find((entry) => entry.range.holds(value))?.reason ?? null;
}
