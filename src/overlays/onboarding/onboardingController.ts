import { isTrue } from '../../lib/plainChecks.ts';
import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { normalizePath } from '../../lib/routes/normalizePath.ts';

/** localStorage prefix of the per-path flag set by 'Enter page'. */
export const onboardingSeenPrefix = 'onboarding-seen:';

const seenKey = (path: string) => `${onboardingSeenPrefix}${normalizePath(path)}`;

export type OnboardingEvent = 'enter-page' | 'escape';

/**
 * The onboarding overlay for one page view: wanted on a path until its 'Enter page' was pressed
 * (which stores the path's flag); Escape only closes it for this page view.
 */
export function createOnboardingController(local: KeyValueStore, path: string) {
  let open = false;
  const wanted = () => readStored(local, seenKey(path), isTrue) !== true;

  return {
    wanted,
    /** Called when the overlay arbiter gives onboarding its turn. */
    show(): boolean {
      open = wanted();
      return open;
    },
    dispatch(event: OnboardingEvent): boolean {
      if (event === 'enter-page') writeStored(local, seenKey(path), true);
      open = false;
      return open;
    },
    isOpen: () => open,
  };
}
