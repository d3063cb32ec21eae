import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when it appears after a step change, so a screen reader announces
 * the new question and keyboard users carry on from the top of it. Not on first load, where the
 * page's own heading comes first.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
