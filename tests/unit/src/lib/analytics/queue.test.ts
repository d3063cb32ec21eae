import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListableStore } from '../../../../../src/lib/storage/keyValueStore.ts';
import { memoryStore } from '../../../support/memoryStore.ts';
import { pageViewBody } from '../../../../../src/lib/analytics/firstParty.ts';
import { fakeLockManager } from './support/fakeLocks.ts';
import { pageEvent, queueHarness, storedQueues } from './support/queueHarness.ts';
import { context } from './support/visit.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const enqueueMany = (queue: ReturnType<typeof queueHarness>['queue'], count: number) => {
  for (let index = 0; index < count; index += 1) queue.enqueue(pageEvent('feature_use', { index }));
};

/** This page's queue as stored: the only one in the store. */
const ownStored = (store: ListableStore) => {
  const queues = Object.values(storedQueues(store));
  expect(queues).toHaveLength(1);
  return queues[0]!;
};

/** Consent given and the page's lock held, so its queue is written from now on. */
async function consented(queue: ReturnType<typeof queueHarness>['queue']): Promise<void> {
  queue.setConsent(true);
  await vi.advanceTimersByTimeAsync(0);
}

describe('analytics queue: consent', () => {
  it('queues, stores and sends nothing before analytics consent', async () => {
    const { queue, backend, store } = queueHarness();
    enqueueMany(queue, 12);
    queue.onPageHidden();
    await queue.flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(backend.sent).toEqual([]);
    expect(backend.beacons).toEqual([]);
    expect(storedQueues(store)).toEqual({});
  });

  it('clears the queue and stops sending when consent is withdrawn', async () => {
    const { queue, backend, store } = queueHarness();
    await consented(queue);
    enqueueMany(queue, 3);
    expect(ownStored(store).pending).toHaveLength(3);
    queue.setConsent(false);
    expect(storedQueues(store)).toEqual({});
    enqueueMany(queue, 10);
    queue.onPageHidden();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(backend.sent).toEqual([]);
    expect(backend.beacons).toEqual([]);
  });

  it('does not requeue a batch whose send fails after consent was withdrawn', async () => {
    const { queue, backend, store } = queueHarness();
    let fail: (error: Error) => void = () => {};
    backend.reply = () =>
      new Promise((_, reject) => {
        fail = reject;
      });
    queue.setConsent(true);
    enqueueMany(queue, 10);
    queue.setConsent(false);
    fail(new Error('network down'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.sent).toHaveLength(1);
    expect(storedQueues(store)).toEqual({});
  });

  it('clears the queues every page stored, and the previous version’s, when this page learns consent is refused', () => {
    const queue = JSON.stringify({ pending: [pageEvent()], batches: [] });
    const store = memoryStore({
      'analytics-queue': queue,
      'analytics-queue:page-a': queue,
      'analytics-queue:page-b': queue,
      theme: 'dark',
    });
    queueHarness(store).queue.setConsent(false);
    expect(Object.fromEntries(store.data)).toEqual({ theme: 'dark' });
  });
});

describe('analytics queue: flushing', () => {
  it('sends a batch as soon as the 10th event is queued', async () => {
    const { queue, backend } = queueHarness();
    await consented(queue);
    enqueueMany(queue, 9);
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.sent).toEqual([]);
    const reserved = queue.snapshot().pendingBatchId;
    queue.enqueue(pageEvent());
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.sent).toHaveLength(1);
    expect(backend.sent[0]!.events).toHaveLength(10);
    expect(backend.sent[0]!.batchId).toBe(reserved);
  });

  it('sends whatever is queued every 30 seconds', async () => {
    const { queue, backend, store } = queueHarness();
    await consented(queue);
    enqueueMany(queue, 3);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(backend.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.sent.map((request) => request.events.length)).toEqual([3]);
    expect(ownStored(store)).toMatchObject({ pending: [], batches: [], closed: false });
  });

  it('persists every event as soon as it is queued', async () => {
    const { queue, store } = queueHarness();
    await consented(queue);
    queue.enqueue(pageEvent());
    expect(ownStored(store).pending).toHaveLength(1);
  });

  it('keeps events queued before its lock is held in memory, and writes them once it holds it', async () => {
    const { queue, store } = queueHarness();
    queue.setConsent(true);
    queue.enqueue(pageEvent());
    expect(storedQueues(store)).toEqual({});
    await vi.advanceTimersByTimeAsync(0);
    expect(ownStored(store).pending).toHaveLength(1);
  });
});

describe('analytics queue: page exits', () => {
  const storedBatches = (store: ListableStore) => Object.values(storedQueues(store)).flatMap((stored) => stored.batches);

  it('hands everything to sendBeacon when the page is hidden, and keeps each batch marked as beaconed', async () => {
    const { queue, backend, store } = queueHarness();
    await consented(queue);
    enqueueMany(queue, 4);
    queue.onPageHidden();
    expect(backend.sent).toEqual([]);
    expect(backend.beacons.map((request) => request.events.length)).toEqual([4]);
    expect(storedBatches(store)).toMatchObject([{ batchId: backend.beacons[0]!.batchId, beaconed: true }]);
  });

  it('beacons a batch once when the page is hidden and then left, and leaves its queue closed for the next page', async () => {
    const { queue, backend, store, locks } = queueHarness();
    await consented(queue);
    enqueueMany(queue, 4);
    queue.onPageHidden();
    queue.onPageLeft();
    expect(backend.beacons).toHaveLength(1);
    expect(ownStored(store)).toMatchObject({ closed: true, batches: [{ beaconed: true }] });
    expect(await locks.held()).toEqual(new Set());
  });

  /** A page that queued four events and was left, and the next page on the same storage, not yet started. */
  async function leftThenNext() {
    const store = memoryStore();
    const browser = fakeLockManager();
    const left = queueHarness(store, undefined, browser.forPage());
    await consented(left.queue);
    enqueueMany(left.queue, 4);
    left.queue.onPageLeft();
    return { store, left, next: queueHarness(store, () => 'next-page', browser.forPage()) };
  }

  it('offers a beaconed batch again on the next page with the same id, and drops it once the server confirms', async () => {
    const { store, left, next } = await leftThenNext();
    next.queue.setConsent(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(next.backend.sent.map((request) => request.batchId)).toEqual([left.backend.beacons[0]!.batchId]);
    expect(next.backend.sent[0]!.events).toEqual(left.backend.beacons[0]!.events);
    expect(storedBatches(store)).toEqual([]);
  });

  it('retries a beaconed batch the backend did not confirm, and beacons it again when that page is left', async () => {
    const { store, left, next } = await leftThenNext();
    next.backend.reply = () => Promise.reject(new Error('503'));
    next.queue.setConsent(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(next.backend.sent).toHaveLength(2);
    expect(storedBatches(store)).toMatchObject([{ failures: 2, beaconed: false }]);
    next.queue.onPageHidden();
    expect(next.backend.beacons.map((request) => request.batchId)).toEqual([left.backend.beacons[0]!.batchId]);
  });

  it('keeps a batch unmarked for the next page when the beacon is refused or the browser is offline', async () => {
    for (const setup of [(b: { beaconAccepts: boolean }) => (b.beaconAccepts = false), (b: { online: boolean }) => (b.online = false)]) {
      const { queue, backend, store } = queueHarness();
      setup(backend);
      await consented(queue);
      enqueueMany(queue, 2);
      queue.onPageHidden();
      expect(storedBatches(store)).toMatchObject([{ beaconed: false }]);
    }
  });
});

describe('analytics queue: failures', () => {
  it('retries a failed batch with backoff that doubles from 1 s and caps at 30 s', async () => {
    const { queue, backend } = queueHarness();
    backend.reply = () => Promise.reject(new Error('503'));
    await consented(queue);
    const reserved = queue.snapshot().pendingBatchId;
    enqueueMany(queue, 10);
    await vi.advanceTimersByTimeAsync(92_000);
    const times = backend.sent.map((request) => request.at);
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(new Set(backend.sent.map((request) => request.batchId))).toEqual(new Set([reserved]));
    expect(new Set(backend.sent.map((request) => request.timestamp)).size).toBe(1);
  });

  it('loses nothing when the page dies during a failed flush, and resends the same batch ids', async () => {
    const store = memoryStore();
    const browser = fakeLockManager();
    const first = queueHarness(store, undefined, browser.forPage());
    first.backend.reply = () => Promise.reject(new Error('offline'));
    await consented(first.queue);
    enqueueMany(first.queue, 10);
    await vi.advanceTimersByTimeAsync(0);
    first.queue.enqueue(pageEvent('route_access'));
    const sentBatch = first.backend.sent[0]!;
    const reserved = first.queue.snapshot().pendingBatchId;
    first.locks.die();

    const afterReload = queueHarness(store, () => 'next-page', browser.forPage());
    afterReload.queue.setConsent(true);
    await vi.advanceTimersByTimeAsync(1_000);
    const resent = new Map(afterReload.backend.sent.map((request) => [request.batchId, request.events]));
    expect([...resent.keys()].sort()).toEqual([sentBatch.batchId, reserved].sort());
    expect(resent.get(sentBatch.batchId)).toEqual(sentBatch.events);
    expect(resent.get(reserved)!.map((event) => event.event)).toEqual(['route_access']);
  });

  it('resends a batch whose send was still in flight when the page died', async () => {
    const store = memoryStore();
    const browser = fakeLockManager();
    const first = queueHarness(store, undefined, browser.forPage());
    first.backend.reply = () => new Promise(() => {});
    await consented(first.queue);
    enqueueMany(first.queue, 10);
    first.locks.die();
    const afterReload = queueHarness(store, () => 'next-page', browser.forPage());
    afterReload.queue.setConsent(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(afterReload.backend.sent.map((request) => request.batchId)).toEqual([first.backend.sent[0]!.batchId]);
  });

  it('drops and logs a batch the server refuses, instead of retrying it for ever', async () => {
    const { queue, backend } = queueHarness();
    backend.reply = () => Promise.resolve('refused');
    await consented(queue);
    enqueueMany(queue, 10);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(backend.sent).toHaveLength(1);
    expect(queue.snapshot().batches).toEqual([]);
  });

  it('starts empty and deletes a stored queue that is corrupt', async () => {
    const store = memoryStore({ 'analytics-queue': '{"pending":"oops"', 'analytics-queue:gone-page': '{"pending":[]}' });
    const { queue } = queueHarness(store);
    await consented(queue);
    expect(queue.snapshot()).toMatchObject({ pending: [], batches: [] });
    expect([...store.data.keys()]).toEqual([expect.stringMatching(/^analytics-queue:batch-/)]);
  });
});

describe('analytics queue: first-party events', () => {
  const view = (path: string) => pageViewBody('session-0001', { path, title: path, referrer: null }, context);
  const storedFirstParty = (store: ListableStore) =>
    Object.values(storedQueues(store)).flatMap((stored) => stored.batches.filter((batch) => 'firstParty' in batch));

  it('queues none without analytics consent, and forgets them when consent is withdrawn', async () => {
    const { queue, backend, store } = queueHarness();
    queue.enqueueFirstParty(view('/before'));
    backend.reply = () => new Promise(() => {});
    await consented(queue);
    queue.enqueueFirstParty(view('/during'));
    expect(storedFirstParty(store)).toHaveLength(1);
    queue.setConsent(false);
    queue.enqueueFirstParty(view('/after'));
    queue.onPageHidden();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.firstParty.sent.map((request) => request.payload)).toEqual([expect.objectContaining({ path: '/during' })]);
    expect(backend.firstParty.beacons).toEqual([]);
    expect(storedQueues(store)).toEqual({});
  });

  it('sends each at once and alone, its batch id as its event id, and keeps it stored until the server confirms', async () => {
    const { queue, backend, store } = queueHarness();
    let confirm: (outcome: 'delivered') => void = () => {};
    backend.reply = () => new Promise((resolve) => (confirm = resolve));
    await consented(queue);
    queue.enqueueFirstParty(view('/lab'));
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.firstParty.sent).toEqual([{ ...view('/lab'), event_id: storedFirstParty(store)[0]!.batchId, at: Date.now() }]);
    expect(backend.sent).toEqual([]);
    confirm('delivered');
    await vi.advanceTimersByTimeAsync(0);
    expect(storedFirstParty(store)).toEqual([]);
  });

  it('retries one that failed with the same event id, and a page opened after this one died sends it once more under that id', async () => {
    const store = memoryStore();
    const browser = fakeLockManager();
    const first = queueHarness(store, undefined, browser.forPage());
    first.backend.reply = () => Promise.reject(new Error('503'));
    await consented(first.queue);
    first.queue.enqueueFirstParty(view('/lab'));
    await vi.advanceTimersByTimeAsync(3_000);
    const ids = new Set(first.backend.firstParty.sent.map((request) => request.event_id));
    expect([first.backend.firstParty.sent.length, ids.size]).toEqual([3, 1]);
    first.locks.die();

    const next = queueHarness(store, () => 'next-page', browser.forPage());
    await consented(next.queue);
    // Adopted with its backoff: due 4 s after its third failure.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(next.backend.firstParty.delivered.map((request) => request.event_id)).toEqual([...ids]);
  });

  it('are beaconed to firstparty-analytics when the page is left, and offered again by the next page under the same id', async () => {
    const store = memoryStore();
    const browser = fakeLockManager();
    const left = queueHarness(store, undefined, browser.forPage());
    left.backend.reply = () => Promise.reject(new Error('offline'));
    await consented(left.queue);
    left.queue.enqueue(pageEvent());
    left.queue.enqueueFirstParty(view('/lab'));
    await vi.advanceTimersByTimeAsync(0);
    left.queue.onPageLeft();
    const [beacon] = left.backend.firstParty.beacons;
    expect([left.backend.beacons.length, beacon?.payload]).toEqual([1, expect.objectContaining({ path: '/lab' })]);
    expect(storedFirstParty(store)).toMatchObject([{ batchId: beacon!.event_id, beaconed: true }]);

    const next = queueHarness(store, () => 'next-page', browser.forPage());
    await consented(next.queue);
    expect(next.backend.firstParty.delivered).toEqual([beacon]);
  });
});
