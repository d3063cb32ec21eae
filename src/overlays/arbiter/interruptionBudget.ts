import { hasFields, isWholeNumber } from '../../lib/plainChecks.ts';
import { readStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import type { OverlayName } from './overlayOrder.ts';

/**
 * localStorage: how many optional overlays this visitor has met, and since when. Kept per visitor,
 * not per tab: a reader who opens ten pages in ten tabs is one reader.
 */
export const overlaysShownKey = 'overlays-shown';

/** Optional overlays a visitor meets in a day at the most; one page view shows one at the most. */
export const optionalOverlaysPerDay = 2;

/** The record expires a day after the first overlay it counts; the count then starts again. */
export const budgetDayMs = 24 * 60 * 60 * 1000;

interface ShownRecord {
  shown: number;
  /** When the first overlay of this day showed (ms since the epoch). */
  since: number;
}

const isShownRecord = hasFields<ShownRecord>({ shown: isWholeNumber, since: isWholeNumber });

/** Help and asks the reader did not request; the consent banner is a legal question, not one of them. */
const optional: ReadonlySet<OverlayName> = new Set(['onboarding', 'page-guide', 'lead-popup']);

/** This day's record; an expired, missing or unreadable one counts as none shown. */
function currentRecord(local: KeyValueStore, now: number): ShownRecord {
  const record = readStored(local, overlaysShownKey, isShownRecord);
  return record && now - record.since < budgetDayMs && record.since <= now ? record : { shown: 0, since: now };
}

/** Whether this visitor may still meet an optional overlay today. */
export function dailyBudgetLeft(local: KeyValueStore, now: number): boolean {
  return currentRecord(local, now).shown < optionalOverlaysPerDay;
}

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
