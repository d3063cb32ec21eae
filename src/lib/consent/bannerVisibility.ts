import { isTrue } from '../plainChecks.ts';
import type { ConsentChoice } from './choice.ts';
import { consentAcknowledgedKey } from './keys.ts';
import { readStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';

/**
 * The banner shows until the visitor has answered. A stored choice of any kind hides it, including
 * Reject all: asking again on every visit would punish the visitor for saying no. A choice that
 * could not be stored as a cookie is still remembered for this browser session.
 */
export function isBannerVisible(storedChoice: ConsentChoice | null, session: KeyValueStore): boolean {
  return storedChoice === null && !isAcknowledged(session);
}

export function isAcknowledged(session: KeyValueStore): boolean {
  return readStored(session, consentAcknowledgedKey, isTrue) === true;
}

export function acknowledge(session: KeyValueStore): void {
  writeStored(session, consentAcknowledgedKey, true);
}
