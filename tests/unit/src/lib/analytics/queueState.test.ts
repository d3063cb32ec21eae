import { describe, expect, it } from 'vitest';
import { cutBatches, emptyQueue, loadQueue, markBeaconed, requeueFailed } from '../../../../../src/lib/analytics/queueState.ts';
import { memoryStore, sequentialIds } from '../../../support/memoryStore.ts';
import { pageEvent } from './support/queueHarness.ts';

const formed = cutBatches({ pending: [pageEvent(), pageEvent('route_access')], batches: [] }, 1_000, sequentialIds('batch'));

describe('analytics queue states', () => {
  it('forms a batch that is due at once and not yet beaconed', () => {
    expect(formed.batches).toMatchObject([{ batchId: 'batch-0001', failures: 0, nextAttemptAt: 1_000, beaconed: false }]);
    expect(formed.pending).toEqual([]);
  });

  it('marks a beaconed batch due at once, keeping its id, events and failures', () => {
    const failed = requeueFailed(formed, 'batch-0001', 2_000);
    const beaconed = markBeaconed(failed, 'batch-0001', 2_500);
    expect(beaconed.batches).toEqual([{ ...failed.batches[0], nextAttemptAt: 2_500, beaconed: true }]);
  });

  it('takes the mark off when a later send fails, so the next page exit beacons it again', () => {
    const beaconed = markBeaconed(formed, 'batch-0001', 2_000);
    expect(requeueFailed(beaconed, 'batch-0001', 3_000).batches).toMatchObject([{ failures: 1, nextAttemptAt: 4_000, beaconed: false }]);
  });

  it('reads a queue stored before batches carried the mark as not beaconed', () => {
    const { beaconed: _, ...older } = formed.batches[0]!;
    const store = memoryStore({ 'analytics-queue': JSON.stringify({ pending: [], batches: [older] }) });
    expect(loadQueue(store).batches).toEqual(formed.batches);
  });

  it('reads a missing or corrupt queue as empty', () => {
    expect(loadQueue(memoryStore())).toEqual(emptyQueue);
    expect(loadQueue(memoryStore({ 'analytics-queue': '{"pending":[],"batches":[{"batchId":""}]}' }))).toEqual(emptyQueue);
  });
});
