import { describe, expect, it } from 'vitest';
import { acceptCrossSiteMessage, isBrandSiteLink } from '../../../../src/overlays/cross-site/crossSiteMessages.ts';
import { buildSyncRecord, crossSiteSyncAllowed, readSyncRecord, writeSyncRecord } from '../../../../src/overlays/cross-site/syncRecord.ts';
import { deviceType, type DeviceSignals } from '../../../../src/lib/device.ts';
import { memoryStore } from '../../support/memoryStore.ts';

const laptop: DeviceSignals = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15', screenWidth: 1440, screenHeight: 900, viewportWidth: 1440, finePointer: true };

describe('device type', () => {
  it('recognises a TV by its user agent', () => {
    for (const userAgent of [
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 SamsungBrowser/2.2 TV Safari/537.36',
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/79.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 Chrome/108.0 Mobile Safari/537.36',
      'Roku/DVP-12.0 (12.0.0.4182-88)',
    ]) expect(deviceType({ ...laptop, userAgent })).toBe('ctv');
  });

  it('counts a 1920×1080 screen as a TV only when there is no mouse or trackpad', () => {
    const bigScreen = { ...laptop, screenWidth: 1920, screenHeight: 1080, viewportWidth: 1920 };
    expect(deviceType({ ...bigScreen, finePointer: false })).toBe('ctv');
    expect(deviceType(bigScreen)).toBe('desktop');
    expect(deviceType({ ...bigScreen, screenHeight: 1079, finePointer: false })).toBe('desktop');
  });

  it('is mobile up to 768 px, tablet up to 1024 px, desktop above', () => {
    expect(deviceType({ ...laptop, viewportWidth: 768 })).toBe('mobile');
    expect(deviceType({ ...laptop, viewportWidth: 769 })).toBe('tablet');
    expect(deviceType({ ...laptop, viewportWidth: 1024 })).toBe('tablet');
    expect(deviceType({ ...laptop, viewportWidth: 1025 })).toBe('desktop');
  });

  it('does not mistake a desktop browser for a TV', () => {
    expect(deviceType({ ...laptop, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' })).toBe('desktop');
  });
});

describe('cross-site sync record', () => {
  it('holds platform, version 1.0.0, the three features and the sync time', () => {
    const store = memoryStore();
    writeSyncRecord(store, Date.UTC(2026, 2, 2, 9));
    expect(readSyncRecord(store)).toEqual(buildSyncRecord(Date.UTC(2026, 2, 2, 9)));
    expect(readSyncRecord(store)).toMatchObject({ version: '1.0.0', features: ['ai-assessments', 'ai-tools', 'analytics'], lastSync: '2026-03-02T09:00:00.000Z' });
  });

  it('runs only with a brand site configured and analytics consent', () => {
    expect(crossSiteSyncAllowed('https://brand.example', true)).toBe(true);
    expect(crossSiteSyncAllowed('https://brand.example', false)).toBe(false);
    expect(crossSiteSyncAllowed(undefined, true)).toBe(false);
  });
});

describe('cross-site messages', () => {
  const brand = 'https://brand.example';

  it('accepts a sync request from exactly the brand site origin', () => {
    expect(acceptCrossSiteMessage({ origin: 'https://brand.example', data: { type: 'sync_request' } }, brand)).toEqual({ type: 'sync_request' });
    expect(acceptCrossSiteMessage({ origin: 'https://brand.example', data: { type: 'sync_request' } }, 'https://brand.example/')).toEqual({ type: 'sync_request' });
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

  it('tells brand site links from others', () => {
    expect(isBrandSiteLink('https://brand.example/talks', 'https://platform.example/advisory', brand)).toBe(true);
    expect(isBrandSiteLink('/contact', 'https://platform.example/advisory', brand)).toBe(false);
    expect(isBrandSiteLink('https://brand.example/talks', 'https://platform.example/advisory', undefined)).toBe(false);
  });
});
