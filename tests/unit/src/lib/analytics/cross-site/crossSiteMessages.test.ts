import { describe, expect, it } from 'vitest';
import { acceptCrossSiteMessage } from '../../../../../../src/lib/analytics/cross-site/crossSiteMessages.ts';

describe('cross-site messages', () => {
  const brand = 'https://brand.example';

  it('accepts a sync request from exactly the brand site origin', () => {
    expect(acceptCrossSiteMessage({ origin: 'https://brand.example', data: { type: 'sync_request' } }, brand)).toEqual({
      type: 'sync_request',
    });
    expect(acceptCrossSiteMessage({ origin: 'https://brand.example', data: { type: 'sync_request' } }, 'https://brand.example/')).toEqual({
      type: 'sync_request',
    });
  });

  it('ignores other origins, look-alikes, unknown shapes and an unconfigured brand site', () => {
    const request = { type: 'sync_request' };
    expect(acceptCrossSiteMessage({ origin: 'https://brand.example.evil.test', data: request }, brand)).toBeNull();
    expect(acceptCrossSiteMessage({ origin: 'http://brand.example', data: request }, brand)).toBeNull();
    expect(acceptCrossSiteMessage({ origin: 'https://brand.example:8443', data: request }, brand)).toBeNull();
    expect(acceptCrossSiteMessage({ origin: 'null', data: request }, brand)).toBeNull();
    expect(acceptCrossSiteMessage({ origin: 'https://brand.example', data: 'sync_request' }, brand)).toBeNull();
    expect(acceptCrossSiteMessage({ origin: 'https://brand.example', data: request }, undefined)).toBeNull();
  });
});
