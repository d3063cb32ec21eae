import { expect, it } from 'vitest';
import { rateLimitSource } from '../../../../../functions/_shared/http/rateLimitSource.ts';

it('counts an IPv6 address as its /64, in every spelling, and an IPv4 address as itself', () => {
  const sameHome = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '[2001:db8:1:2:a:b:c:d]', '2001:DB8:1:2::7%eth0'];
  expect(new Set(sameHome.map(rateLimitSource))).toEqual(new Set(['2001:db8:1:2::/64']));
  expect(rateLimitSource('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(rateLimitSource('::1')).toBe('0:0:0:0::/64');
  expect(rateLimitSource('198.51.100.7')).toBe('198.51.100.7');
});

it('counts an IPv4-mapped IPv6 address as its IPv4 address, never as one /64 shared by every IPv4 client', () => {
  expect(rateLimitSource('::ffff:198.51.100.7')).toBe('198.51.100.7');
  expect(rateLimitSource('::ffff:c633:6407')).toBe('198.51.100.7');
  expect(rateLimitSource('::ffff:198.51.100.8')).toBe('198.51.100.8');
});

it('counts what is not an IP address as it is', () => {
  for (const text of ['unknown', '1:2:3', '1::2::3', '2001:db8::g', '::ffff:300.1.1.1', '1:2:3:4:5:6:7:8:9'])
    expect(rateLimitSource(text)).toBe(text);
});
