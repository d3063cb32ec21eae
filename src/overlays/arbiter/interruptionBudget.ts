import { writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { currentRecord, dailyBudgetLeft, overlaysShownKey } from './dailyBudget.ts';
import type { OverlayName } from './overlayOrder.ts';

/** Help and asks the reader did not request; the consent banner is a legal question, not one of them. */
const optional: ReadonlySet<OverlayName> = new Set(['onboarding', 'page-guide', 'lead-popup']);

export interface BudgetDeps {
  /** localStorage, shared by the visitor's tabs. */
  local: KeyValueStore;
  now: () => number;
  /** The page's main task is a form (`formTaskPage.ts`): no optional overlay at all. */
  formPage: boolean;
}

/**
 * The interruption budget of one page view: at most one optional overlay on it, none on a page
 * whose main task is a form, and at most two a day for the visitor, whichever tab they read in
 * (the record is read again at each overlay, so one met in another tab meanwhile counts). The
 * overlay that took the page view's turn may come back on it (a folded guide that stepped aside)
 * without counting again.
 */
export function createInterruptionBudget({ local, now, formPage }: BudgetDeps) {
  let spentOn: OverlayName | null = null;
  return {
    allows(name: OverlayName): boolean {
      if (!optional.has(name) || spentOn === name) return true;
      return !formPage && spentOn === null && dailyBudgetLeft(local, now());
    },
    spend(name: OverlayName): void {
      if (!optional.has(name) || spentOn === name) return;
      spentOn = name;
      const record = currentRecord(local, now());
      writeStored(local, overlaysShownKey, { ...record, shown: record.shown + 1 });
    },
  };
}

export type InterruptionBudget = ReturnType<typeof createInterruptionBudget>;
