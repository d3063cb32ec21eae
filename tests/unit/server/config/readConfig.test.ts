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

describe('HOST', () => {
  it('is 127.0.0.1 unless set, and takes an address or a host name', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'localhost']) expect(readConfig({ HOST: host }).host).toBe(host);
  });

  it('refuses what is neither, saying what it expects', () => {
    expect(() => readConfig({ HOST: 'http://localhost:4321' })).toThrow(/HOST: expected the address to listen on/);
  });
});

describe('the mail catcher', () => {
  it('is served in development on a loopback address', () => {
    expect(readConfig({}).mailCatcher).toBe(true);
    expect(readConfig({ HOST: '::1' }).mailCatcher).toBe(true);
  });

  it('is not served on an address the network reaches unless EXPOSE_MAIL_CATCHER=on asks for it', () => {
    expect(readConfig({ HOST: '0.0.0.0' }).mailCatcher).toBe(false);
    expect(readConfig({ HOST: '192.168.1.20', EXPOSE_MAIL_CATCHER: 'off' }).mailCatcher).toBe(false);
    expect(readConfig({ HOST: '0.0.0.0', EXPOSE_MAIL_CATCHER: 'on' }).mailCatcher).toBe(true);
  });

  it('refuses anything but on or off for EXPOSE_MAIL_CATCHER', () => {
    expect(() => readConfig({ EXPOSE_MAIL_CATCHER: 'yes' })).toThrow(/EXPOSE_MAIL_CATCHER/);
  });
});

describe('SIGNAL_FEED_FETCHING', () => {
  it('leaves feeds unfetched unless it says on, and refuses anything but on or off', () => {
    expect(readConfig({}).signalFeedFetching).toBe(false);
    expect(readConfig({ SIGNAL_FEED_FETCHING: 'on' }).signalFeedFetching).toBe(true);
    expect(() => readConfig({ SIGNAL_FEED_FETCHING: 'yes' })).toThrow(/SIGNAL_FEED_FETCHING/);
  });
});

describe('MAIL_FROM', () => {
  const production = {
    NODE_ENV: 'production',
    SITE_URL: 'https://strategist.example',
    JWT_SECRET: 'a-production-secret-of-at-least-thirty-two-characters',
    ANON_KEY: 'production-anon-key',
    SERVICE_ROLE_KEY: 'production-service-role-key',
    EMAIL_API_URL: 'https://mail.example/emails',
    EMAIL_API_KEY: 'mail-key',
  };

  it("signs mail with the owner's name and contact address unless set", () => {
    expect(readConfig({}).mailFrom).toBe('Elena Marsh <hello@elenamarsh.com>');
    expect(readConfig({ MAIL_FROM: 'Elena <news@strategist.example>' }).mailFrom).toBe('Elena <news@strategist.example>');
  });

  it('refuses a sender at localhost in production, and takes a real one', () => {
    expect(() => readConfig({ ...production, MAIL_FROM: 'Site <no-reply@localhost>' })).toThrow(
      /MAIL_FROM must be an address other servers can reach/,
    );
    expect(readConfig({ ...production, MAIL_FROM: 'Elena <news@strategist.example>' }).mailFrom).toBe('Elena <news@strategist.example>');
  });
});
