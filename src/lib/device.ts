export type DeviceType = 'ctv' | 'mobile' | 'tablet' | 'desktop';

/** What the browser tells us; re-read on resize and orientation change. */
export interface DeviceSignals {
  userAgent: string;
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  /** `matchMedia('(pointer: fine)').matches`: a mouse or trackpad is present. */
  finePointer: boolean;
}

const tvUserAgent =
  /smart-?tv|googletv|google tv|appletv|apple ?tv|hbbtv|netcast|web0s|webos|tizen.*tv|roku|crkey|bravia|viera|vidaa|\baft[a-z]{1,4}\b|\btv\b/i;

export const mobileMaxWidth = 768;
export const tabletMaxWidth = 1024;

/**
 * Device type: a TV by its user agent or by a screen of at least 1920×1080; then mobile up to
 * 768 px wide, tablet up to 1024 px, desktop otherwise. The screen-size rule alone would call most
 * desktop monitors TVs, so it only counts when there is no mouse or trackpad.
 */
export function deviceType({ userAgent, screenWidth, screenHeight, viewportWidth, finePointer }: DeviceSignals): DeviceType {
  if (tvUserAgent.test(userAgent)) return 'ctv';
  if (!finePointer && screenWidth >= 1920 && screenHeight >= 1080) return 'ctv';
  if (viewportWidth <= mobileMaxWidth) return 'mobile';
  if (viewportWidth <= tabletMaxWidth) return 'tablet';
  return 'desktop';
}
