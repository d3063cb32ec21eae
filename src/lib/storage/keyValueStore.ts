import type { Guard } from '../plainChecks.ts';

/**
 * The slice of `localStorage` / `sessionStorage` the visitor layer uses, so tests pass a map and
 * the islands pass the real thing. Every call is guarded: storage can be full, disabled or
 * blocked (private windows, strict privacy settings), and a visitor must never see a broken page
 * because of it.
 */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A store whose keys can be listed, for data kept under one key per page. */
export type ListableStore = KeyValueStore & Pick<Storage, 'key' | 'length'>;

/** The stored value if it parses and passes the check; otherwise undefined (missing or corrupt). */
export function readStored<T>(store: KeyValueStore, key: string, check: Guard<T>): T | undefined {
  try {
    const raw = store.getItem(key);
    if (raw === null) return undefined;
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Writes JSON; answers false when the browser refused, so callers can keep the value in memory. */
export function writeStored(store: KeyValueStore, key: string, value: unknown): boolean {
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to do: a store that cannot be written holds nothing of ours either.
  }
}

/** Every key in the store now; none when the browser refuses to list them. */
export function storedKeys(store: ListableStore): string[] {
  try {
    return Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key) => key !== null);
  } catch {
    return [];
  }
}
