import type { KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { readStoredChoice } from '../../lib/consent/storedChoice.ts';

/**
 * Whether the banner should ask: no valid choice in the cookie and no answer given earlier in
 * this browser session (the consent layer stores that flag as the JSON `true`). It agrees with
 * `isBannerVisible` of the consent logic, which the banner's page script does not download.
 */
export function bannerWanted(cookieHeader: string, cookieName: string, session: KeyValueStore, acknowledgedKey: string): boolean {
  if (readStoredChoice(cookieHeader, cookieName)) return false;
  try {
    return session.getItem(acknowledgedKey) !== 'true';
  } catch {
    return true;
  }
}
