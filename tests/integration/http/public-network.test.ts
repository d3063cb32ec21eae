import { afterAll, beforeAll, expect, it } from 'vitest';
import { AddressRefused } from '../../../functions/_shared/http/publicNetwork.ts';
import { safeFetch } from '../../../functions/_shared/http/safeFetch.ts';
import { nodePublicNetwork } from '../../../server/functions/nodePublicNetwork.ts';
import { countingServer, localInternet, standInAddress } from '../support/localInternet.ts';

/**
 * The safe fetcher over the embedded backend's network, against servers on this machine: every
 * spelling of an inner address is refused, typed directly or reached by a redirect from a public
 * feed, and no connection is made to it: the servers count their connections and the network logs
 * every one it is asked for.
 */
let target: Awaited<ReturnType<typeof countingServer>>;
let redirector: Awaited<ReturnType<typeof countingServer>>;

beforeAll(async () => {
  target = await countingServer((_request, response) => response.end('<rss version="2.0"><channel><title>Inside</title></channel></rss>'));
  redirector = await countingServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    response.writeHead(302, { Location: to }).end();
  });
});
afterAll(async () => {
  await target.close();
  await redirector.close();
});

const inner = {
  'inside.example': ['127.0.0.1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'six.example': ['::1'],
  'metadata.example': ['169.254.169.254'],
  'office.example': ['10.1.2.3'],
  'half.example': [standInAddress, '192.168.1.20'],
};
const spellingsOfThisMachine = [
  ...['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '2130706433', '0x7f.1', '0177.0.0.1', '127.1', '[::1]', '0.0.0.0', '[::]'],
  ...['[::127.0.0.1]', '[0:0:0:0:0:ffff:7f00:1]', 'inside.example', 'mapped.example', 'six.example'],
];
const otherInnerAddresses = [
  ...['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '100.64.0.1', '169.254.169.254', '[::ffff:169.254.169.254]'],
  ...['[fc00::1]', '[fd00::1]', '[fe80::1]', '224.0.0.1', '[ff02::1]', '255.255.255.255', '[64:ff9b::a9fe:a9fe]'],
  ...['metadata.example', 'office.example', 'half.example'],
];
const limits = { timeoutMs: 2_000, maxBytes: 10_000 };

it('connects to the address it checked, never asking the resolver again', async () => {
  const before = target.connections();
  const answer = await nodePublicNetwork.get(new URL(`http://no-such-name.invalid:${target.port}/feed.xml`), '127.0.0.1', {
    headers: {},
    signal: AbortSignal.timeout(2_000),
  });
  expect(await answer.text()).toContain('<title>Inside</title>');
  expect(target.connections()).toBe(before + 1);
});

it('refuses every spelling of an inner address, typed or redirected to, without connecting to it', async () => {
  const { network, connections } = localInternet({ ...inner, 'feeds.example': [standInAddress] });
  // The counter sees a connection the check allows: a public name standing in for the target.
  const allowed = target.connections() + 1;
  const fetched = await safeFetch(network, `http://feeds.example:${target.port}/feed.xml`, limits);
  expect(new TextDecoder().decode(fetched.body)).toContain('Inside');
  expect(target.connections()).toBe(allowed);
  connections.length = 0;

  for (const host of [...spellingsOfThisMachine, ...otherInnerAddresses]) {
    const typed = `http://${host}:${target.port}/feed.xml`;
    await expect(safeFetch(network, typed, limits), typed).rejects.toThrow(AddressRefused);
    const redirected = `http://feeds.example:${redirector.port}/?to=${encodeURIComponent(typed)}`;
    await expect(safeFetch(network, redirected, limits), redirected).rejects.toThrow(AddressRefused);
  }
  const hosts = spellingsOfThisMachine.length + otherInnerAddresses.length;
  expect(target.connections()).toBe(allowed);
  expect(redirector.connections()).toBe(hosts);
  expect(new Set(connections)).toEqual(new Set([`feeds.example:${redirector.port} at ${standInAddress}`]));
});
