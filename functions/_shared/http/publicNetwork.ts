import { nonPublicReason } from './publicAddress.ts';

/**
 * How a function reaches addresses it was given by the owner or found in content, supplied by its
 * entry (handlers stay runtime-free): the runtime's resolver, and a GET over a connection to the
 * address the fetcher checked. A test's network may send a public address it answered to a local
 * server; the check of what `resolve` answers is the same for every network.
 */
export interface PublicNetwork {
  /** Every address a host name resolves to, IPv4 and IPv6. */
  resolve(hostname: string): Promise<string[]>;
  /** GET `url` over a connection to `address` (checked), never to another answer of the resolver; redirects are not followed. */
  get(url: URL, address: string, init: { headers: Record<string, string>; signal: AbortSignal }): Promise<Response>;
}

/** A fetch that failed, with a reason fit for the owner. */
export class FetchFailed extends Error {}

/** An address the server may not reach: nothing was sent to it. */
export class AddressRefused extends FetchFailed {}

/** The time limit ran out before the whole answer arrived. */
export class FetchTimedOut extends FetchFailed {}

/**
 * The address to connect to for a URL: its host's own when it is an address, otherwise every
 * address the name resolves to must be public (one inner answer among public ones refuses the
 * name), and the first is used.
 */
export async function checkedAddress(network: PublicNetwork, url: URL): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AddressRefused(`Only http and https addresses are fetched; ${url.href.slice(0, 200)} is ${url.protocol.replace(':', '')}.`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  // localhost is this machine by definition, whatever a DNS server says of it.
  if (host === 'localhost' || host.endsWith('.localhost')) throw refused(url, 'a loopback name');
  const literal = url.hostname.startsWith('[') || /^[\d.]+$/.test(host);
  const addresses = literal ? [host] : await resolved(network, url.hostname);
  for (const address of addresses) {
    const reason = nonPublicReason(address);
    if (reason) throw refused(url, literal ? reason : `${reason} (${address})`);
  }
  return addresses[0] as string;
}

async function resolved(network: PublicNetwork, hostname: string): Promise<string[]> {
  const addresses = await network.resolve(hostname).catch((error: unknown) => {
    throw new FetchFailed(`${hostname} could not be resolved (${error instanceof Error ? error.message : String(error)}).`);
  });
  if (addresses.length === 0) throw new FetchFailed(`${hostname} has no address.`);
  return addresses;
}

function refused(url: URL, reason: string): AddressRefused {
  return new AddressRefused(`${url.hostname} is ${reason}; only addresses on the public internet are fetched.`);
}
