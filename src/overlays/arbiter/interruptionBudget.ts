import { isWholeNumber } from '../../lib/plainChecks.ts';
import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import type { OverlayName } from './overlayOrder.ts';

/** sessionStorage: how many optional overlays this browser session has shown. */
export const overlaysShownKey = 'overlays-shown';

/** Optional overlays a browser session shows at the most; one page view shows one at the most. */
export const optionalOverlaysPerSession = 2;

/** Help and asks the reader did not request; the consent banner is a legal question, not one of them. */
const optional: ReadonlySet<OverlayName> = new Set(['onboarding', 'page-guide', 'lead-popup']);

const shownThisSession = (session: KeyValueStore) => readStored(session, overlaysShownKey, isWholeNumber) ?? 0;

/** Whether this browser session may still show an optional overlay. */
export function sessionBudgetLeft(session: KeyValueStore): boolean {
  return shownThisSession(session) < optionalOverlaysPerSession;
}

/**
 * The interruption budget of one page view: at most one optional overlay on it, and at most two in
 * the browser session. The overlay that took the page view's turn may come back on it (a folded
 * guide that stepped aside) without counting again.
 */
export function createInterruptionBudget(session: KeyValueStore) {
  let spentOn: OverlayName | null = null;
  return {
    allows(name: OverlayName): boolean {
      if (!optional.has(name) || spentOn === name) return true;
      return spentOn === null && sessionBudgetLeft(session);
    },
    spend(name: OverlayName): void {
      if (!optional.has(name) || spentOn === name) return;
      spentOn = name;
      writeStored(session, overlaysShownKey, shownThisSession(session) + 1);
    },
  };
}

export type InterruptionBudget = ReturnType<typeof createInterruptionBudget>;
