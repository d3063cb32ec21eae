import { z } from 'zod';
import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { normalizePath } from '../../lib/routes/normalizePath.ts';

/** sessionStorage: the paths whose guide was shown in this browser session (spec §3 session marker). */
export const guideSessionKey = 'floating-overlay-session';
/** localStorage: 'Don't show again' was pressed (spec §3 permanent opt-out). */
export const guideDisabledKey = 'floating-overlay-disabled';

const shownPathsSchema = z.array(z.string());

export interface GuideStores {
  /** localStorage, for the permanent opt-out. */
  local: KeyValueStore;
  /** sessionStorage, for the per-path marker. */
  session: KeyValueStore;
}

/**
 * Fixes the original's defect, where the marker never matched and the guide reappeared on every
 * navigation: it now shows once per browser session per path, and never after the opt-out.
 */
export function shouldShowGuide({ local, session }: GuideStores, path: string): boolean {
  if (readStored(local, guideDisabledKey, z.literal(true))) return false;
  return !shownPaths(session).includes(normalizePath(path));
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
  return readStored(session, guideSessionKey, shownPathsSchema) ?? [];
}
