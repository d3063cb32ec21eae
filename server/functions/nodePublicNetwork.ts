import { lookup } from 'node:dns/promises';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { PublicNetwork } from '../../functions/_shared/http/publicNetwork.ts';

/**
 * The public network as the embedded backend reaches it: names resolved as a connection would
 * resolve them (the hosts file included), and each request connected to the address the safe
 * fetcher checked, never to a second answer of the resolver, so a name cannot be rebound to an
 * inner address between the check and the connection. TLS still checks the certificate against
 * the name. No connection is kept for another request.
 */
export const nodePublicNetwork: PublicNetwork = {
  async resolve(hostname) {
    return (await lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);
  },
  get(url, address, { headers, signal }) {
    return new Promise((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const outgoing = send(url, { headers, signal, agent: false, lookup: onlyAt(address) }, (incoming) => {
        try {
          resolve(webResponse(incoming));
        } catch (error) {
          incoming.destroy();
          reject(error);
        }
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  },
};

/** A lookup that answers the checked address whatever name it is asked. */
function onlyAt(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const bodiless = new Set([204, 205, 304]);

/** The answer as fetch's Response; a status fetch cannot carry (below 200, above 599) is a failure. */
function webResponse(incoming: IncomingMessage): Response {
  const status = incoming.statusCode ?? 0;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of [value ?? []].flat()) headers.append(name, each);
  }
  if (bodiless.has(status)) incoming.resume();
  const body = bodiless.has(status) ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
  return new Response(body, { status, headers });
}
