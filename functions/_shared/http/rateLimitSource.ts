/**
 * What a per-source rate limit counts for an address. An IPv4 address is one source. An IPv6
 * address counts as its /64 network: that is what one home or one server is given, so a client
 * holds billions of addresses of its own and would otherwise get a fresh limit with each. An
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4 peers) is
 * its IPv4 address. Anything that is not an IP address (`unknown`) is counted as it is.
 */
export function rateLimitSource(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (brackets and a zone allowed, a trailing dotted IPv4 too), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (!text.includes(':')) return null;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const octets = dotted.slice(1).map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const [head = [], tail = []] = halves.map((half) => (half === '' ? [] : half.split(':')));
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}
