import { adminStatusKeyPrefix } from '../storageKeys.ts';

/**
 * The server's admin answer, kept for this browser session so the next page can draw the admin
 * links before first paint (the inline head script reads the same key) without asking again.
 */
type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function readAdminCache(storage: SessionStore, userId: string): boolean | null {
  const stored = storage.getItem(adminStatusKeyPrefix + userId);
  return stored === 'true' ? true : stored === 'false' ? false : null;
}

export function writeAdminCache(storage: SessionStore, userId: string, isAdmin: boolean): void {
  storage.setItem(adminStatusKeyPrefix + userId, String(isAdmin));
}

/** Forgets every cached answer, so the next person to sign in on this browser is asked afresh. */
export function clearAdminCache(storage: SessionStore): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(adminStatusKeyPrefix)) storage.removeItem(key);
}
