import { atom, onMount } from 'nanostores';
import { deviceType, type DeviceSignals, type DeviceType } from '../lib/device.ts';

function readSignals(win: Window): DeviceSignals {
  return {
    userAgent: win.navigator.userAgent,
    screenWidth: win.screen.width,
    screenHeight: win.screen.height,
    viewportWidth: win.innerWidth,
    finePointer: win.matchMedia('(pointer: fine)').matches,
  };
}

/**
 * The visitor's device type for any island or script that adapts to it: the voice assistant's
 * recording settings (src/stores/voice.ts), so it loads with the assistant's panel. It is
 * re-evaluated on resize and orientation change, but only while something is subscribed: a page
 * that never asks pays for no listener. Before the first subscriber, and outside a browser, it
 * reads 'desktop'.
 */
export const $deviceType = atom<DeviceType>('desktop');

onMount($deviceType, () => {
  if (typeof window === 'undefined') return;
  const update = () => $deviceType.set(deviceType(readSignals(window)));
  update();
  window.addEventListener('resize', update, { passive: true });
  window.addEventListener('orientationchange', update);
  return () => {
    window.removeEventListener('resize', update);
    window.removeEventListener('orientationchange', update);
  };
});
