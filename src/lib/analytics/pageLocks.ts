/**
 * Which pages of the site are still open, from the Web Locks API: each page holds a lock named
 * after its queue for as long as it may write that queue, and the browser lets it go when the page
 * is gone, even after a crash. Locks are shared by every tab of the origin, so one page can tell
 * that another page's queue has no owner any more.
 */
export interface PageLocks {
  /** Takes the lock `name`, resolving once it is held, with the function that lets it go. */
  hold(name: string): Promise<() => void>;
  /** The names of the locks held now by any page of the site; null where the browser has no Web Locks. */
  held(): Promise<ReadonlySet<string> | null>;
}

/** The browser's Web Locks; without them (old browsers, plain http) every lock is granted and none is listed. */
export function browserPageLocks(locks: LockManager | undefined): PageLocks {
  if (!locks) return { hold: async () => () => {}, held: async () => null };
  return {
    hold: (name) =>
      new Promise((granted, failed) => {
        locks.request(name, () => new Promise<void>((release) => granted(() => release()))).catch(failed);
      }),
    held: async () => new Set(((await locks.query()).held ?? []).map((lock) => lock.name ?? '')),
  };
}
