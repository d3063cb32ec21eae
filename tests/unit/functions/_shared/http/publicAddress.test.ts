import { describe, expect, it } from 'vitest';
import { nonPublicReason } from '../../../../../functions/_shared/http/publicAddress.ts';
import { AddressRefused, checkedAddress, type PublicNetwork } from '../../../../../functions/_shared/http/publicNetwork.ts';

/** Hosts as someone could type them in a feed's address, and the kind of address each really is. */
const refusedHosts: [string, RegExp][] = [
  ['127.0.0.1', /loopback/],
  ['127.255.255.254', /loopback/],
  ['localhost', /loopback/],
  ['LocalHost.', /loopback/],
  ['feeds.localhost', /loopback/],
  ['2130706433', /loopback/],
  ['0x7f.1', /loopback/],
  ['0x7f000001', /loopback/],
  ['0177.0.0.1', /loopback/],
  ['0177.1', /loopback/],
  ['127.1', /loopback/],
  ['127.0.0.1.', /loopback/],
  ['%31%32%37.0.0.1', /loopback/],
  ['[::1]', /loopback/],
  ['[0:0:0:0:0:0:0:1]', /loopback/],
  ['[::ffff:127.0.0.1]', /loopback address \(127\.0\.0\.1 inside an IPv6 address\)/],
  ['[0:0:0:0:0:ffff:7f00:1]', /loopback address \(127\.0\.0\.1 inside/],
  ['[::127.0.0.1]', /loopback address \(127\.0\.0\.1 inside/],
  ['[::ffff:0:127.0.0.1]', /loopback address \(127\.0\.0\.1 inside/],
  ['[64:ff9b::127.0.0.1]', /loopback address \(127\.0\.0\.1 inside/],
  ['[2002:7f00:1::]', /loopback address \(127\.0\.0\.1 inside/],
  ['0.0.0.0', /unspecified/],
  ['0', /unspecified/],
  ['0.1.2.3', /unspecified/],
  ['[::]', /unspecified/],
  ['[::ffff:0.0.0.0]', /unspecified/],
  ['10.0.0.1', /private/],
  ['012.1', /private/],
  ['10.255.255.255', /private/],
  ['172.16.0.1', /private/],
  ['172.20.10.5', /private/],
  ['172.31.255.255', /private/],
  ['192.168.0.1', /private/],
  ['0xc0a80001', /private/],
  ['[::ffff:192.168.0.1]', /private/],
  ['[64:ff9b::10.0.0.1]', /private/],
  ['[64:ff9b:1::1]', /private/],
  ['100.64.0.1', /carrier-grade NAT/],
  ['100.127.255.255', /carrier-grade NAT/],
  ['169.254.169.254', /link-local/],
  ['2852039166', /link-local/],
  ['0xa9.0xfe.0xa9.0xfe', /link-local/],
  ['[::ffff:169.254.169.254]', /link-local address \(169\.254\.169\.254 inside/],
  ['[::ffff:a9fe:a9fe]', /link-local/],
  ['[fe80::1]', /link-local/],
  ['[febf:ffff::1]', /link-local/],
  ['[fc00::1]', /unique-local/],
  ['[fd00:ec2::254]', /unique-local/],
  ['224.0.0.1', /multicast/],
  ['239.255.255.250', /multicast/],
  ['[ff02::1]', /multicast/],
  ['[::ffff:224.0.0.251]', /multicast/],
  ['255.255.255.255', /broadcast/],
  ['240.0.0.1', /reserved/],
  ['192.0.0.170', /reserved/],
  ['198.18.0.1', /benchmarking/],
  ['192.0.2.10', /documentation/],
  ['198.51.100.7', /documentation/],
  ['203.0.113.9', /documentation/],
  ['[2001:db8::1]', /documentation/],
  ['[2001::5efe:7f00:1]', /reserved/],
  ['[100::1]', /reserved/],
  ['[fec0::1]', /reserved/],
  ['[1::1]', /reserved/],
];

const publicHosts = [
  '8.8.8.8',
  '93.184.215.14',
  '100.63.255.255',
  '100.128.0.0',
  '169.253.255.255',
  '172.15.255.255',
  '172.32.0.0',
  '192.167.255.255',
  '192.169.0.0',
  '223.255.255.255',
  '[2606:4700:4700::1111]',
  '[::ffff:8.8.8.8]',
  '[64:ff9b::8.8.8.8]',
  '[2002:808:808::1]',
];

/** A resolver that must not be asked (literal addresses) unless the test names what it answers. */
const resolving = (answers: Record<string, string[]>) => {
  const asked: string[] = [];
  const network: PublicNetwork = {
    async resolve(hostname) {
      asked.push(hostname);
      return answers[hostname] ?? [];
    },
    get: () => Promise.reject(new Error('checkedAddress never connects')),
  };
  return { network, asked };
};

describe('checkedAddress', () => {
  it('refuses every loopback, private, link-local, unique-local, multicast, unspecified and reserved spelling without resolving it', async () => {
    const { network, asked } = resolving({});
    for (const [host, reason] of refusedHosts) {
      const refusal = await checkedAddress(network, new URL(`http://${host}:8080/feed.xml`)).catch((error: unknown) => error);
      expect(refusal, host).toBeInstanceOf(AddressRefused);
      expect((refusal as Error).message, host).toMatch(reason);
      expect((refusal as Error).message, host).toContain('only addresses on the public internet are fetched');
    }
    expect(asked).toEqual([]);
  });

  it('connects to a public address as written', async () => {
    const { network } = resolving({});
    for (const host of publicHosts) {
      const url = new URL(`https://${host}/feed.xml`);
      expect(await checkedAddress(network, url), host).toBe(url.hostname.replace(/^\[(.*)\]$/, '$1'));
    }
  });

  it('refuses a name when any address it resolves to is not public, and uses the first of all-public answers', async () => {
    const inner = [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '10.1.2.3',
      '169.254.169.254',
      'fd00::1',
      'fe80::1%eth0',
      '0.0.0.0',
      '127.000.000.001',
    ];
    const answers = Object.fromEntries(inner.map((address, index) => [`inner${index}.example`, [address]]));
    const { network } = resolving({
      ...answers,
      'mixed.example': ['93.184.215.14', '10.0.0.1'],
      'public.example': ['2606:4700::6810:84e5', '104.16.132.229'],
    });
    for (const name of [...Object.keys(answers), 'mixed.example']) {
      await expect(checkedAddress(network, new URL(`http://${name}/`)), name).rejects.toThrow(AddressRefused);
    }
    await expect(checkedAddress(network, new URL('http://inner0.example/'))).rejects.toThrow(
      'inner0.example is a loopback address (127.0.0.1); only addresses on the public internet are fetched.',
    );
    expect(await checkedAddress(network, new URL('http://public.example/'))).toBe('2606:4700::6810:84e5');
    await expect(checkedAddress(network, new URL('http://nowhere.example/'))).rejects.toThrow('nowhere.example has no address.');
  });

  it('fetches http and https alone', async () => {
    const { network } = resolving({});
    for (const address of ['file:///etc/passwd', 'ftp://93.184.215.14/feed', 'gopher://93.184.215.14/', 'data:text/xml,<rss/>']) {
      await expect(checkedAddress(network, new URL(address)), address).rejects.toThrow(/Only http and https addresses are fetched/);
    }
  });
});

describe('nonPublicReason', () => {
  it('judges addresses as resolvers write them, and refuses what is not one', () => {
    expect(nonPublicReason('93.184.215.14')).toBeNull();
    expect(nonPublicReason('2a00:1450:4001:82b::200e')).toBeNull();
    expect(nonPublicReason('::ffff:10.0.0.1')).toBe('a private address (10.0.0.1 inside an IPv6 address)');
    for (const text of [
      '',
      'example.com',
      '1.2.3',
      '1.2.3.256',
      '01.2.3.4',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'fe80::1%eth0',
      '::ffff:1.2.3',
    ]) {
      expect(nonPublicReason(text), text).toBe('not an IP address this server can judge');
    }
  });
});
