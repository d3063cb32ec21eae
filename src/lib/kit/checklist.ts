import { isString } from '../plainChecks.ts';

/** Where the 7-day plan's ticks are kept, so a reader can come back tomorrow and see their progress. */
export const starterPlanStorageKey = 'ai-kit-starter-plan';

/** At most 50 ids of at most 64 characters: anything bigger was not written by this page. */
const isTickedList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 50 && value.every((id) => isString(id) && id.length <= 64);

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The ids ticked so far; anything unreadable counts as nothing ticked rather than breaking the page. */
export function readTicked(storage: KeyValueStorage): Set<string> {
  try {
    const ticked: unknown = JSON.parse(storage.getItem(starterPlanStorageKey) ?? '[]');
    return new Set(isTickedList(ticked) ? ticked : []);
  } catch {
    return new Set();
  }
}

export function writeTicked(storage: KeyValueStorage, ticked: ReadonlySet<string>): void {
  try {
    storage.setItem(starterPlanStorageKey, JSON.stringify([...ticked].sort()));
  } catch {
    // Storage full or blocked (private mode): the ticks still show for this visit.
  }
}

export function toggle(ticked: ReadonlySet<string>, id: string, done: boolean): Set<string> {
  const next = new Set(ticked);
  if (done) next.add(id);
  else next.delete(id);
  return next;
}
