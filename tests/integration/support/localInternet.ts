import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicNetwork } from '../../../functions/_shared/http/publicNetwork.ts';
import { nodePublicNetwork } from '../../../server/functions/nodePublicNetwork.ts';

/** The public address the test's names resolve to; a connection to it reaches this machine instead. */
export const standInAddress = '93.184.215.14';

/**
 * The internet for a test: the names it gives resolve to what it says (a public name to the
 * stand-in address, which a local server answers for), every other name and address goes through
 * the embedded backend's own network. The safe fetcher's checks in front of it are production's:
 * only what a connection to the stand-in address reaches differs. Every connection asked for is
 * logged, so a test can prove that a refused address was never connected to.
 */
export function localInternet(names: Record<string, string[]>) {
  const connections: string[] = [];
  const network: PublicNetwork = {
    resolve: async (hostname) => names[hostname] ?? nodePublicNetwork.resolve(hostname),
    get(url, address, init) {
      connections.push(`${url.host} at ${address}`);
      return nodePublicNetwork.get(url, address === standInAddress ? '127.0.0.1' : address, init);
    },
  };
  return { network, connections };
}

/**
 * An HTTP server on a free port of every local address, IPv4 and IPv6 (IPv4 alone where the
 * machine has no IPv6), counting the connections made to it.
 */
export async function countingServer(listener: RequestListener) {
  const server = createServer(listener);
  let connections = 0;
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') reject(error);
      else server.listen(0, '127.0.0.1', resolve);
    });
    server.listen(0, '::', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
