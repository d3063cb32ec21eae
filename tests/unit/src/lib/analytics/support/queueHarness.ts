import { vi } from 'vitest';
import { buildEvent } from '../../../../../../src/lib/analytics/event.ts';
import type { AnalyticsEventName } from '../../../../../../src/lib/analytics/eventNames.ts';
import type { OrchestratorRequest } from '../../../../../../src/lib/analytics/orchestratorRequest.ts';
import { createAnalyticsQueue } from '../../../../../../src/lib/analytics/queue.ts';
import type { SendOutcome } from '../../../../../../src/lib/analytics/sendOutcome.ts';
import type { KeyValueStore } from '../../../../../../src/lib/storage/keyValueStore.ts';
import { memoryStore, sequentialIds } from '../../../../support/memoryStore.ts';
import { page } from './visit.ts';

export function pageEvent(name: AnalyticsEventName = 'page_view', extras: Record<string, unknown> = {}) {
  return buildEvent(name, extras, { ...page, now: Date.now() });
}

/** A queue wired to fakes; `backend` decides how each send ends. Use with `vi.useFakeTimers()`. */
export function queueHarness(store: KeyValueStore = memoryStore(), ids = sequentialIds('batch')) {
  const backend = {
    online: true,
    beaconAccepts: true,
    reply: (): Promise<SendOutcome> => Promise.resolve('delivered'),
    sent: [] as Array<OrchestratorRequest & { at: number }>,
    beacons: [] as OrchestratorRequest[],
  };
  const queue = createAnalyticsQueue({
    store,
    send: (request) => {
      backend.sent.push({ ...request, at: Date.now() });
      return backend.reply();
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
  return { queue, backend, store };
}
