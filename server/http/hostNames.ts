import { isIP } from 'node:net';

/** A host as URLs write it (`[::1]`, `LocalHost`), as a bare lower-case name or address. */
export function bareHostName(host: string): string {
  return host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

/** localhost, and names under .localhost, which browsers resolve to this machine themselves. */
export function isLocalhostName(host: string): boolean {
  const name = bareHostName(host);
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * True for a host name or address that always means this machine: the localhost names,
 * 127.0.0.0/8, ::1 and the IPv4 loopback written as IPv6. A server bound to one is reachable from
 * this machine only.
 */
export function isLoopbackHost(host: string): boolean {
  const name = bareHostName(host);
  if (isLocalhostName(name)) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || /^(::ffff:|0:0:0:0:0:ffff:)127\./.test(name);
  return false;
}
