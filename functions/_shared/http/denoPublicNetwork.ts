import type { PublicNetwork } from './publicNetwork.ts';

/**
 * The public network as a Deno entry reaches it (handlers never import this file). Deno's fetch
 * resolves the name again itself and cannot be told which address to use, so a name whose DNS
 * answer changes between the check and the connection can still reach an inner address: the
 * DNS-rebinding window written in docs/decisions/backend.md.
 */
export const denoPublicNetwork: PublicNetwork = {
  async resolve(hostname) {
    const answers = await Promise.allSettled([Deno.resolveDns(hostname, 'A'), Deno.resolveDns(hostname, 'AAAA')]);
    const addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    const failure = answers.find((answer) => answer.status === 'rejected');
    if (addresses.length === 0 && failure) throw failure.reason;
    return addresses;
  },
  get: (url, _address, { headers, signal }) => fetch(url, { headers, signal, redirect: 'manual' }),
};
