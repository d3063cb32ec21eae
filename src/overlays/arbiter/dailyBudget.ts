import { hasFields, isWholeNumber } from '../../lib/plainChecks.ts';
import { readStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';

/**
 * localStorage: how many optional overlays this visitor has met, and since when. Kept per visitor,
 * not per tab: a reader who opens ten pages in ten tabs is one reader.
 */
export const overlaysShownKey = 'overlays-shown';

/** Optional overlays a visitor meets in a day at the most; one page view shows one at the most. */
export const optionalOverlaysPerDay = 2;

/** The record expires a day after the first overlay it counts; the count then starts again. */
export const budgetDayMs = 24 * 60 * 60 * 1000;

export interface ShownRecord {
  shown: number;
  /** When the first overlay of this day showed (ms since the epoch). */
  since: number;
}

const isShownRecord = hasFields<ShownRecord>({ shown: isWholeNumber, since: isWholeNumber });

/**
 * This day's record; an expired, missing or unreadable one counts as none shown. Apart from the
 * budget that spends it, so the page script, which only asks, carries this much and no more.
 */
export function currentRecord(local: KeyValueStore, now: number): ShownRecord {
  const record = readStored(local, overlaysShownKey, isShownRecord);
  return record && now - record.since < budgetDayMs && record.since <= now ? record : { shown: 0, since: now };
}

/** Whether this visitor may still meet an optional overlay today. */
export function dailyBudgetLeft(local: KeyValueStore, now: number): boolean {
  return currentRecord(local, now).shown < optionalOverlaysPerDay;
}
