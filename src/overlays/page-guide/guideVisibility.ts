import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { arrayOf, isString, isTrue } from '../../lib/plainChecks.ts';
import { normalizePath } from '../../lib/routes/normalizePath.ts';

/** sessionStorage: the paths whose guide was shown in this browser session. */
export const guideSessionKey = 'floating-overlay-session';
/** localStorage: 'Don't show again' was pressed, so the guide never shows again. */
export const guideDisabledKey = 'floating-overlay-disabled';

export interface GuideStores {
  /** localStorage, for the permanent opt-out. */
  local: KeyValueStore;
  /** sessionStorage, for the per-path marker. */
  session: KeyValueStore;
}

/**
 * The guide shows on a path once per browser session, and never after the opt-out: a guide that
 * came back on every navigation would be noise.
 */
export function shouldShowGuide({ local, session }: GuideStores, path: string): boolean {
  if (isGuideDisabled(local)) return false;
  return !shownPaths(session).includes(normalizePath(path));
}

/** 'Don't show again' was pressed: no page help of any kind, the guide or onboarding. */
export function isGuideDisabled(local: KeyValueStore): boolean {
  return readStored(local, guideDisabledKey, isTrue) === true;
}

export function markGuideShown(session: KeyValueStore, path: string): void {
  const shown = shownPaths(session);
  const normalized = normalizePath(path);
  if (!shown.includes(normalized)) writeStored(session, guideSessionKey, [...shown, normalized]);
}

export function disableGuide(local: KeyValueStore): void {
  writeStored(local, guideDisabledKey, true);
}

function shownPaths(session: KeyValueStore): string[] {
  return readStored(session, guideSessionKey, arrayOf(isString)) ?? [];
}
