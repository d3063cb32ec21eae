import { vi } from 'vitest';
import { buildEvent } from '../../../../../../src/lib/analytics/event.ts';
import type { AnalyticsEventName } from '../../../../../../src/lib/analytics/eventNames.ts';
import type { BatchRequest, FirstPartyRequest, OrchestratorRequest } from '../../../../../../src/lib/analytics/batchRequest.ts';
import { createAnalyticsQueue } from '../../../../../../src/lib/analytics/queue.ts';
import type { Batch } from '../../../../../../src/lib/analytics/queueState.ts';
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
    /** The same for `firstparty-analytics`, one event a request. */
    firstParty: {
      sent: [] as Array<FirstPartyRequest & { at: number }>,
      delivered: [] as FirstPartyRequest[],
      beacons: [] as FirstPartyRequest[],
    },
  };
  /** The lists of the function the request names. */
  const calls = (request: BatchRequest) => (request.to === 'firstparty-analytics' ? backend.firstParty : backend) as CallLists;
  const queue = createAnalyticsQueue({
    store,
    locks,
    send: async (request) => {
      calls(request).sent.push({ ...request.body, at: Date.now() });
      const outcome = await backend.reply();
      if (outcome === 'delivered') calls(request).delivered.push(request.body);
      return outcome;
    },
    sendBeacon: (request) => {
      calls(request).beacons.push(request.body);
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

/** One function's calls, as the harness records them. */
interface CallLists {
  sent: Array<BatchRequest['body'] & { at: number }>;
  delivered: BatchRequest['body'][];
  beacons: BatchRequest['body'][];
}

/** The orchestrator events a batch holds; none for a first-party event. */
export const batchEvents = (batch: Batch) => ('events' in batch ? batch.events : []);

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
