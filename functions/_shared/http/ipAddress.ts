/**
 * IP addresses as numbers, read from the strict text forms that a resolver answers and that the
 * WHATWG URL parser writes (it has already turned `0x7f.1`, `2130706433`, `0177.0.0.1` and `127.1`
 * into `127.0.0.1`). Anything looser is not an address here, so a caller refuses it rather than
 * guess what a connection would make of it.
 */
const octet = /^(0|[1-9]\d{0,2})$/;
const hexGroup = /^[0-9a-f]{1,4}$/i;

/** `a.b.c.d` in decimal, without leading zeros, as one unsigned 32-bit number; null otherwise. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => octet.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

/** An IPv6 address (`::` and a dotted IPv4 tail allowed, no zone) as a 128-bit number; null otherwise. */
export function parseIpv6(text: string): bigint | null {
  let hex = text;
  const dottedTail = /^(.*:)([^:]*\.[^:]*)$/.exec(text);
  if (dottedTail) {
    const ipv4 = parseIpv4(dottedTail[2] ?? '');
    if (ipv4 === null) return null;
    hex = `${dottedTail[1]}${(ipv4 >>> 16).toString(16)}:${(ipv4 & 0xffff).toString(16)}`;
  }
  const halves = hex.split('::');
  if (halves.length > 2) return null;
  const [head = [], tail = []] = halves.map((half) => (half === '' ? [] : half.split(':')));
  const written = head.length + tail.length;
  if (halves.length === 1 ? written !== 8 : written > 7) return null;
  const groups = [...head, ...Array<string>(8 - written).fill('0'), ...tail];
  if (!groups.every((group) => hexGroup.test(group))) return null;
  return groups.reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

/** The dotted form of a 32-bit number, for messages. */
export function ipv4Text(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}
