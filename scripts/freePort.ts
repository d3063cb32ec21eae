import { createServer } from 'node:net';

/** A port nobody listens on right now: the system picks it, we release it at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('The system gave no port.'))));
    });
  });
}
