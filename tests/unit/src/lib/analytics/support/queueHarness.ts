import { vi } from 'vitest';
import { buildEvent } from '../../../../../../src/lib/analytics/event.ts';
import type { AnalyticsEventName } from '../../../../../../src/lib/analytics/eventNames.ts';
import type { OrchestratorRequest } from '../../../../../../src/lib/analytics/orchestratorRequest.ts';
import { createAnalyticsQueue } from '../../../../../../src/lib/analytics/queue.ts';
import type { SendOutcome } from '../../../../../../src/lib/analytics/sendOutcome.ts';
import { analyticsQueueKeyPrefix } from '../../../../../../src/lib/analytics/keys.ts';
import type { StoredQueue } from '../../../../../../src/lib/analytics/storedQueue.ts';
import { storedKeys, type ListableStore } from '../../../../../../src/lib/storage/keyValueStore.ts';
import { memoryStore, sequentialIds } from '../../../../support/memoryStore.ts';
import { fakeLockManager, type FakePageLocks } from './fakeLocks.ts';
import { page } from './visit.ts';

export function pageEvent(name: AnalyticsEventName = 'page_view', extras: Record<string, unknown> = {}) {
  return buildEvent(name, extras, { ...page, now: Date.now() });
}

/**
 * A page's queue wired to fakes; `backend` decides how each send ends. Pages of one browser share
 * the store and the lock manager (`fakeLockManager().forPage()` for each). Use with `vi.useFakeTimers()`.
 */
export function queueHarness(
  store: ListableStore = memoryStore(),
  ids = sequentialIds('batch'),
  locks: FakePageLocks = fakeLockManager().forPage(),
) {
  const backend = {
    online: true,
    beaconAccepts: true,
    reply: (): Promise<SendOutcome> => Promise.resolve('delivered'),
    sent: [] as Array<OrchestratorRequest & { at: number }>,
    /** The sends the server answered as stored (or already stored). */
    delivered: [] as OrchestratorRequest[],
    beacons: [] as OrchestratorRequest[],
  };
  const queue = createAnalyticsQueue({
    store,
    locks,
    send: async (request) => {
      backend.sent.push({ ...request, at: Date.now() });
      const outcome = await backend.reply();
      if (outcome === 'delivered') backend.delivered.push(request);
      return outcome;
    },
    sendBeacon: (request) => {
      backend.beacons.push(request);
      return backend.beaconAccepts;
    },
    isOnline: () => backend.online,
    now: () => Date.now(),
    randomId: ids,
    timers: globalThis,
    logFailure: vi.fn(),
  });
  return { queue, backend, store, locks };
}

/** The events a server that stores each batch id once holds after these sends, named `<page>:<index>`. */
export function storedOnce(...sends: OrchestratorRequest[][]): string[] {
  const stored = new Map<string, OrchestratorRequest['events']>();
  for (const request of sends.flat()) if (!stored.has(request.batchId)) stored.set(request.batchId, request.events);
  return [...stored.values()]
    .flat()
    .map(({ data }) => `${data.page}:${data.index}`)
    .sort();
}

/** Every page's queue in the store, as stored, by key. */
export function storedQueues(store: ListableStore): Record<string, StoredQueue> {
  const keys = storedKeys(store).filter((key) => key.startsWith(analyticsQueueKeyPrefix));
  return Object.fromEntries(keys.map((key) => [key, JSON.parse(store.getItem(key)!) as StoredQueue]));
}
