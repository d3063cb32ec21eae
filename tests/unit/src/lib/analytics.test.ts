import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abandonedAfterMs } from '../../../../src/lib/analytics/adoption.ts';
import { browserPageLocks } from '../../../../src/lib/analytics/pageLocks.ts';
import { analyticsFlushIntervalMs } from '../../../../src/lib/analytics/queue.ts';
import { memoryStore, sequentialIds } from '../../support/memoryStore.ts';
import { fakeLockManager } from './analytics/support/fakeLocks.ts';
import { batchEvents, pageEvent, queueHarness, storedOnce, storedQueues } from './analytics/support/queueHarness.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

type Tab = ReturnType<typeof queueHarness>;

/** A browser with one storage and one set of Web Locks (or none), where tabs open with analytics consent. */
function browser(withWebLocks = true) {
  const store = memoryStore();
  const manager = fakeLockManager();
  return {
    store,
    async open(name: string): Promise<Tab> {
      // Without Web Locks a page that dies lets nothing go.
      const locks = withWebLocks ? manager.forPage() : { ...browserPageLocks(undefined), die: () => {} };
      const tab = queueHarness(store, sequentialIds(name), locks);
      tab.queue.setConsent(true);
      await vi.advanceTimersByTimeAsync(0);
      return tab;
    },
  };
}

const queueEvents = (tab: Tab, page: string, count: number) => {
  for (let index = 0; index < count; index += 1) tab.queue.enqueue(pageEvent('feature_use', { page, index }));
};
const expected = (...pages: Array<[string, number]>) =>
  pages.flatMap(([page, count]) => Array.from({ length: count }, (_, index) => `${page}:${index}`)).sort();
const outage = (...tabs: Tab[]) => {
  for (const tab of tabs) tab.backend.reply = () => Promise.reject(new Error('503'));
};
const recovery = (...tabs: Tab[]) => {
  for (const tab of tabs) tab.backend.reply = () => Promise.resolve('delivered');
};

/** Tabs `a` and `b` open side by side in one browser while the backend is down. */
async function twoTabsDuringOutage() {
  const { store, open } = browser();
  const [a, b] = [await open('a'), await open('b')];
  outage(a, b);
  return { store, a, b };
}

describe('analytics queue: several tabs', () => {
  it('keeps each open tab’s events under its own key, where no other tab writes', async () => {
    const { store, a, b } = await twoTabsDuringOutage();
    queueEvents(a, 'a', 3);
    queueEvents(b, 'b', 14);
    queueEvents(a, 'a', 2);
    await vi.advanceTimersByTimeAsync(analyticsFlushIntervalMs);
    const queues = Object.values(storedQueues(store));
    expect(queues).toHaveLength(2);
    expect(queues.map((queue) => queue.batches.flatMap(batchEvents).length).sort((x, y) => x - y)).toEqual([5, 14]);
  });

  it('sends every event of a tab closed during an outage exactly once, from the tab still open', async () => {
    const { store, a, b } = await twoTabsDuringOutage();
    queueEvents(a, 'a', 12);
    queueEvents(b, 'b', 13);
    await vi.advanceTimersByTimeAsync(1_000);
    b.queue.onPageLeft();
    recovery(a);
    await vi.advanceTimersByTimeAsync(analyticsFlushIntervalMs);
    expect(storedOnce(a.backend.delivered, b.backend.delivered)).toEqual(expected(['a', 12], ['b', 13]));
    expect(Object.values(storedQueues(store))).toMatchObject([{ pending: [], batches: [] }]);
  });

  it('adopts the queue of a tab that crashed, its pending events under the id they were reserved', async () => {
    const { open } = browser();
    const crashed = await open('crashed');
    outage(crashed);
    queueEvents(crashed, 'crashed', 4);
    const reserved = crashed.queue.snapshot().pendingBatchId;
    crashed.locks.die();
    const next = await open('next');
    expect(next.backend.delivered.map((request) => request.batchId)).toEqual([reserved]);
    expect(storedOnce(next.backend.delivered)).toEqual(expected(['crashed', 4]));
  });

  it('never adopts the queue of a tab that is still open', async () => {
    const { store, open } = browser();
    const a = await open('a');
    outage(a);
    queueEvents(a, 'a', 4);
    const b = await open('b');
    await vi.advanceTimersByTimeAsync(analyticsFlushIntervalMs * 3);
    expect(b.backend.sent).toEqual([]);
    expect(Object.keys(storedQueues(store))).toHaveLength(2);
  });

  it('starts a new queue when the page comes back from the back/forward cache, and sends the old one once', async () => {
    const { store, open } = browser();
    const tab = await open('tab');
    outage(tab);
    queueEvents(tab, 'before', 3);
    tab.queue.onPageLeft();
    recovery(tab);
    tab.queue.onPageRestored();
    await vi.advanceTimersByTimeAsync(0);
    queueEvents(tab, 'after', 2);
    await vi.advanceTimersByTimeAsync(analyticsFlushIntervalMs);
    expect(storedOnce(tab.backend.delivered)).toEqual(expected(['before', 3], ['after', 2]));
    expect(Object.values(storedQueues(store))).toMatchObject([{ closed: false }]);
  });

  it('clears every tab’s queue when consent is withdrawn in one of them', async () => {
    const { store, a, b } = await twoTabsDuringOutage();
    queueEvents(a, 'a', 2);
    queueEvents(b, 'b', 2);
    a.queue.setConsent(false);
    expect(storedQueues(store)).toEqual({});
  });
});

describe('analytics queue: several tabs without Web Locks', () => {
  it('adopts at once the queue a tab closed when it was left', async () => {
    const { open } = browser(false);
    const left = await open('left');
    outage(left);
    queueEvents(left, 'left', 3);
    left.queue.onPageLeft();
    const next = await open('next');
    expect(storedOnce(next.backend.delivered)).toEqual(expected(['left', 3]));
  });

  it('leaves the queue of a tab that may still be open alone, and adopts it once it has not been written for a day', async () => {
    const { store, open } = browser(false);
    const frozen = { pending: [pageEvent('feature_use', { page: 'frozen', index: 0 })], pendingBatchId: 'frozen-pending', batches: [] };
    store.setItem('analytics-queue:frozen', JSON.stringify({ ...frozen, savedAt: Date.now(), closed: false }));
    const next = await open('next');
    await vi.advanceTimersByTimeAsync(abandonedAfterMs - analyticsFlushIntervalMs);
    expect(next.backend.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(analyticsFlushIntervalMs * 2);
    expect(storedOnce(next.backend.delivered)).toEqual(['frozen:0']);
  });
});
