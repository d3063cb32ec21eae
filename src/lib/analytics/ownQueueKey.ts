import { writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { analyticsQueueKeyPrefix } from './keys.ts';
import type { PageLocks } from './pageLocks.ts';
import type { QueueState } from './queueState.ts';

export interface OwnQueueKeyDeps {
  store: KeyValueStore;
  locks: PageLocks;
  now: () => number;
  randomId: () => string;
}

/**
 * The storage key of this page's queue, `analytics-queue:<page id>`: no other page ever writes it.
 * It is written only while the page holds the lock of the same name, so any page that finds the
 * key without its lock knows that its page is gone. A page restored from the back/forward cache
 * opens a new key: the old one was closed when the page was left, and may be adopted already.
 */
export function ownQueueKey({ store, locks, now, randomId }: OwnQueueKeyDeps) {
  let key: string | null = null;
  let held = false;
  let release = () => {};

  return {
    /** The key while this page may write it; null before its lock is held and after it is closed. */
    current: (): string | null => (held ? key : null),
    /** Names a new key and calls `onHeld` once its lock is held; until then nothing is written. */
    open(onHeld: () => void): void {
      const opened = analyticsQueueKeyPrefix + randomId();
      key = opened;
      locks.hold(opened).then(
        (unlock) => {
          if (key !== opened) return unlock();
          [held, release] = [true, unlock];
          onHeld();
        },
        (error: unknown) => console.warn('Analytics keeps this page’s events in memory: its storage lock was refused.', error),
      );
    },
    save: (state: QueueState, closed = false): boolean =>
      held && key !== null && writeStored(store, key, { ...state, savedAt: now(), closed }),
    /** Stops writing the key and lets its lock go; a page that is left saves its queue closed first. */
    close(): void {
      release();
      [key, held, release] = [null, false, () => {}];
    },
  };
}
