import { isTrue } from '../../lib/plainChecks.ts';
import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';

/** localStorage: the onboarding note has shown to this visitor, on one page, once. */
export const onboardingSeenKey = 'onboarding-seen';

/**
 * The onboarding note for one page view: it shows once per visitor, on the first page with a
 * tailored introduction they open. The moment it shows it counts as seen, however it is closed:
 * one introduction to the site is help, one on each of eleven pages is an obstacle course.
 */
export function createOnboardingController(local: KeyValueStore) {
  let open = false;
  const wanted = () => readStored(local, onboardingSeenKey, isTrue) !== true;

  return {
    wanted,
    /** Called when the overlay arbiter gives onboarding its turn. */
    show(): boolean {
      open = wanted();
      if (open) writeStored(local, onboardingSeenKey, true);
      return open;
    },
    /** 'Got it' or the close button. */
    close(): void {
      open = false;
    },
    isOpen: () => open,
  };
}
