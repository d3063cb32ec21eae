import { describe, expect, it } from 'vitest';
import { deviceType, type DeviceSignals } from '../../../../src/lib/device.ts';

const laptop: DeviceSignals = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
  screenWidth: 1440,
  screenHeight: 900,
  viewportWidth: 1440,
  finePointer: true,
};

describe('device type', () => {
  it('recognises a TV by its user agent', () => {
    for (const userAgent of [
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 SamsungBrowser/2.2 TV Safari/537.36',
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/79.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36 Chrome/108.0 Mobile Safari/537.36',
      'Roku/DVP-12.0 (12.0.0.4182-88)',
    ])
      expect(deviceType({ ...laptop, userAgent })).toBe('ctv');
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
    expect(
      deviceType({
        ...laptop,
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      }),
    ).toBe('desktop');
  });
});
