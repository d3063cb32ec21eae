import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config/readConfig.ts';

describe('TRUST_PROXY', () => {
  it('is the number of reverse proxies in front of the backend, none by default', () => {
    expect(readConfig({}).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: '2' }).trustedProxies).toBe(2);
  });

  it('refuses anything but a whole number of proxies, saying what it expects', () => {
    for (const value of ['true', '-1', '1.5', '11']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: expected how many reverse proxies .* a whole number from 0 \(none\) to 10/,
      );
    }
  });
});

describe('RATE_LIMITS', () => {
  it('keeps every rate limit on unless it says off', () => {
    expect(readConfig({}).rateLimits).toBe(true);
    expect(readConfig({ RATE_LIMITS: 'on' }).rateLimits).toBe(true);
    expect(readConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
  });

  it('refuses anything but on or off, so a misspelt value never turns the limits off', () => {
    expect(() => readConfig({ RATE_LIMITS: 'false' })).toThrow(/RATE_LIMITS/);
  });
});
