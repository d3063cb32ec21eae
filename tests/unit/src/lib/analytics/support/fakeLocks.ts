import type { PageLocks } from '../../../../../../src/lib/analytics/pageLocks.ts';

/** A page's view of the fake Web Locks, able to die. */
export type FakePageLocks = PageLocks & { die(): void };

/** One browser's Web Locks, shared by its pages: a lock stays held until it is let go or its page dies. */
export function fakeLockManager() {
  const held = new Set<string>();
  return {
    held,
    /** The locks as one page sees them; `die()` lets that page's locks go, as the browser does for a closed or crashed page. */
    forPage(): FakePageLocks {
      const mine = new Set<string>();
      return {
        hold: async (name) => {
          held.add(name);
          mine.add(name);
          return () => {
            held.delete(name);
            mine.delete(name);
          };
        },
        held: async () => new Set(held),
        die: () => {
          for (const name of mine) held.delete(name);
          mine.clear();
        },
      };
    },
  };
}
