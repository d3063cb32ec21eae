import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '../../../../../src/lib/storage/keyValueStore.ts';
import { memoryStore } from '../../../support/memoryStore.ts';
import { pageEvent, queueHarness } from './support/queueHarness.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const enqueueMany = (queue: ReturnType<typeof queueHarness>['queue'], count: number) => {
  for (let index = 0; index < count; index += 1) queue.enqueue(pageEvent('feature_use', { index }));
};

describe('analytics queue: consent', () => {
  it('queues, stores and sends nothing before analytics consent', async () => {
    const { queue, backend, store } = queueHarness();
    enqueueMany(queue, 12);
    queue.onPageHidden();
    await queue.flush();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(backend.sent).toEqual([]);
    expect(backend.beacons).toEqual([]);
    expect(store.getItem('analytics-queue')).toBeNull();
  });

  it('clears the queue and stops sending when consent is withdrawn', async () => {
    const { queue, backend, store } = queueHarness();
    queue.setConsent(true);
    enqueueMany(queue, 3);
    queue.setConsent(false);
    expect(store.getItem('analytics-queue')).toBeNull();
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
    expect(store.getItem('analytics-queue')).toBeNull();
  });

  it('clears what an earlier page stored when this page learns consent is refused', () => {
    const store = memoryStore({ 'analytics-queue': JSON.stringify({ pending: [pageEvent()], batches: [] }) });
    queueHarness(store).queue.setConsent(false);
    expect(store.getItem('analytics-queue')).toBeNull();
  });
});

describe('analytics queue: flushing', () => {
  it('sends a batch as soon as the 10th event is queued', async () => {
    const { queue, backend } = queueHarness();
    queue.setConsent(true);
    enqueueMany(queue, 9);
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.sent).toEqual([]);
    queue.enqueue(pageEvent());
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.sent).toHaveLength(1);
    expect(backend.sent[0]!.events).toHaveLength(10);
    expect(backend.sent[0]!.batchId).toBe('batch-0001');
  });

  it('sends whatever is queued every 30 seconds', async () => {
    const { queue, backend, store } = queueHarness();
    queue.setConsent(true);
    enqueueMany(queue, 3);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(backend.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.sent.map((request) => request.events.length)).toEqual([3]);
    expect(JSON.parse(store.getItem('analytics-queue')!)).toEqual({ pending: [], batches: [] });
  });

  it('persists every event as soon as it is queued', () => {
    const { queue, store } = queueHarness();
    queue.setConsent(true);
    queue.enqueue(pageEvent());
    expect(JSON.parse(store.getItem('analytics-queue')!).pending).toHaveLength(1);
  });
});

describe('analytics queue: page exits', () => {
  const storedBatches = (store: KeyValueStore) => JSON.parse(store.getItem('analytics-queue')!).batches as Array<Record<string, unknown>>;

  it('hands everything to sendBeacon when the page is hidden, and keeps each batch marked as beaconed', () => {
    const { queue, backend, store } = queueHarness();
    queue.setConsent(true);
    enqueueMany(queue, 4);
    queue.onPageHidden();
    expect(backend.sent).toEqual([]);
    expect(backend.beacons.map((request) => request.events.length)).toEqual([4]);
    expect(storedBatches(store)).toMatchObject([{ batchId: backend.beacons[0]!.batchId, beaconed: true }]);
  });

  it('beacons a batch once when the page is hidden and then left', () => {
    const { queue, backend } = queueHarness();
    queue.setConsent(true);
    enqueueMany(queue, 4);
    queue.onPageHidden();
    queue.onPageHidden();
    expect(backend.beacons).toHaveLength(1);
  });

  /** A page that queued four events and was left, and the next page on the same storage, not yet started. */
  function leftThenNext() {
    const store = memoryStore();
    const left = queueHarness(store);
    left.queue.setConsent(true);
    enqueueMany(left.queue, 4);
    left.queue.onPageHidden();
    return { store, left, next: queueHarness(store, () => 'never-used') };
  }

  it('offers a beaconed batch again on the next page with the same id, and drops it once the server confirms', async () => {
    const { store, left, next } = leftThenNext();
    next.queue.setConsent(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(next.backend.sent.map((request) => request.batchId)).toEqual([left.backend.beacons[0]!.batchId]);
    expect(next.backend.sent[0]!.events).toEqual(left.backend.beacons[0]!.events);
    expect(storedBatches(store)).toEqual([]);
  });

  it('retries a beaconed batch the backend did not confirm, and beacons it again when that page is left', async () => {
    const { store, left, next } = leftThenNext();
    next.backend.reply = () => Promise.reject(new Error('503'));
    next.queue.setConsent(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(next.backend.sent).toHaveLength(2);
    expect(storedBatches(store)).toMatchObject([{ failures: 2, beaconed: false }]);
    next.queue.onPageHidden();
    expect(next.backend.beacons.map((request) => request.batchId)).toEqual([left.backend.beacons[0]!.batchId]);
  });

  it('keeps a batch unmarked for the next page when the beacon is refused or the browser is offline', () => {
    for (const setup of [(b: { beaconAccepts: boolean }) => (b.beaconAccepts = false), (b: { online: boolean }) => (b.online = false)]) {
      const { queue, backend, store } = queueHarness();
      setup(backend);
      queue.setConsent(true);
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
    queue.setConsent(true);
    enqueueMany(queue, 10);
    await vi.advanceTimersByTimeAsync(92_000);
    const times = backend.sent.map((request) => request.at);
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(new Set(backend.sent.map((request) => request.batchId))).toEqual(new Set(['batch-0001']));
    expect(new Set(backend.sent.map((request) => request.timestamp)).size).toBe(1);
  });

  it('loses nothing when the page reloads during a failed flush, and resends the same batch id', async () => {
    const store = memoryStore();
    const first = queueHarness(store);
    first.backend.reply = () => Promise.reject(new Error('offline'));
    first.queue.setConsent(true);
    enqueueMany(first.queue, 10);
    await vi.advanceTimersByTimeAsync(0);
    first.queue.enqueue(pageEvent('route_access'));
    const sentBatch = first.backend.sent[0]!;

    const afterReload = queueHarness(store, () => 'never-used');
    afterReload.queue.setConsent(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(afterReload.backend.sent.map((request) => request.batchId)).toEqual([sentBatch.batchId]);
    expect(afterReload.backend.sent[0]!.events).toEqual(sentBatch.events);
    expect(afterReload.queue.snapshot().pending.map((event) => event.event)).toEqual(['route_access']);
  });

  it('resends a batch whose send was still in flight when the page reloaded', async () => {
    const store = memoryStore();
    const first = queueHarness(store);
    first.backend.reply = () => new Promise(() => {});
    first.queue.setConsent(true);
    enqueueMany(first.queue, 10);
    const afterReload = queueHarness(store, () => 'never-used');
    afterReload.queue.setConsent(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(afterReload.backend.sent.map((request) => request.batchId)).toEqual([first.backend.sent[0]!.batchId]);
  });

  it('drops and logs a batch the server refuses, instead of retrying it for ever', async () => {
    const { queue, backend } = queueHarness();
    backend.reply = () => Promise.resolve('refused');
    queue.setConsent(true);
    enqueueMany(queue, 10);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(backend.sent).toHaveLength(1);
    expect(queue.snapshot().batches).toEqual([]);
  });

  it('starts empty when the stored queue is corrupt', () => {
    const { queue } = queueHarness(memoryStore({ 'analytics-queue': '{"pending":"oops"' }));
    queue.setConsent(true);
    expect(queue.snapshot()).toEqual({ pending: [], batches: [] });
  });
});
