import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';

function fakeWindow(viewportWidth: number) {
  const events = new EventTarget();
  return Object.assign(events, {
    innerWidth: viewportWidth,
    navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
    screen: { width: 1440, height: 900 },
    matchMedia: () => ({ matches: true }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the device type store', () => {
  it('reads the device when first subscribed and follows resizes and orientation changes', async () => {
    const win = fakeWindow(600);
    vi.stubGlobal('window', win);
    const { $deviceType } = await import('../../../../src/stores/deviceType.ts');
    const seen: string[] = [];
    const stop = $deviceType.subscribe((type) => seen.push(type));
    win.innerWidth = 900;
    win.dispatchEvent(new Event('resize'));
    win.innerWidth = 1300;
    win.dispatchEvent(new Event('orientationchange'));
    stop();
    // Unmounted now, while the stubbed window is there: nanostores would do it a second later.
    cleanStores($deviceType);
    expect(seen).toEqual(['mobile', 'tablet', 'desktop']);
  });

  it('reads desktop outside a browser', async () => {
    const { $deviceType } = await import('../../../../src/stores/deviceType.ts');
    expect($deviceType.get()).toBe('desktop');
  });
});
