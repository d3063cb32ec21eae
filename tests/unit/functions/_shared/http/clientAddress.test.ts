import { describe, expect, it } from 'vitest';
import { addressSeen, platformAddress } from '../../../../../functions/_shared/http/clientAddress.ts';

describe('the address a rate limit counts', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(addressSeen('198.51.100.7', '203.0.113.1, 203.0.113.2', 0)).toBe('198.51.100.7');
    expect(addressSeen('198.51.100.7', undefined, 0)).toBe('198.51.100.7');
  });

  it('is the entry the one trusted proxy appended, never one the caller wrote to its left', () => {
    expect(addressSeen('10.0.0.2', '192.0.2.44', 1)).toBe('192.0.2.44');
    expect(addressSeen('10.0.0.2', '203.0.113.9, 192.0.2.44', 1)).toBe('192.0.2.44');
    expect(addressSeen('10.0.0.2', ' 203.0.113.9 ,192.0.2.44 ', 1)).toBe('192.0.2.44');
  });

  it('skips one more entry from the right for each further trusted proxy', () => {
    expect(addressSeen('10.0.0.2', '203.0.113.9, 192.0.2.44, 10.0.0.1', 2)).toBe('192.0.2.44');
  });

  it('stops at the farthest entry the trusted proxies wrote when the chain is shorter than their count', () => {
    expect(addressSeen('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(addressSeen('10.0.0.2', '', 2)).toBe('10.0.0.2');
    expect(addressSeen('10.0.0.2', '192.0.2.44', 3)).toBe('192.0.2.44');
  });

  it('is "unknown" when the request came without a socket and no trusted proxy named it', () => {
    expect(addressSeen(undefined, '203.0.113.9', 0)).toBe('unknown');
  });
});

describe('the address a function reads', () => {
  const request = (headers: Record<string, string>) => new Request('http://functions.test/x', { headers });

  it('is X-Real-IP, which the platform sets', () => {
    expect(platformAddress(request({ 'X-Real-IP': ' 192.0.2.44 ' }))).toBe('192.0.2.44');
  });

  it('counts an IPv6 X-Real-IP as its /64', () => {
    expect(platformAddress(request({ 'X-Real-IP': '2001:db8:1:2::9' }))).toBe('2001:db8:1:2::/64');
  });

  it('is never taken from X-Forwarded-For, which the caller can write', () => {
    expect(platformAddress(request({ 'X-Forwarded-For': '203.0.113.9' }))).toBe('unknown');
  });
});
