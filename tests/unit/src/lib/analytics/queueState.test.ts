import { describe, expect, it } from 'vitest';
import {
  cutBatch,
  emptyQueue,
  markBeaconed,
  maxStoredBatches,
  requeueFailed,
  withAdopted,
  withFirstParty,
} from '../../../../../src/lib/analytics/queueState.ts';
import { pageViewBody } from '../../../../../src/lib/analytics/firstParty.ts';
import { context } from './support/visit.ts';
import { sequentialIds } from '../../../support/memoryStore.ts';
import { pageEvent } from './support/queueHarness.ts';

const ids = sequentialIds('batch');
const formed = cutBatch({ ...emptyQueue(ids), pending: [pageEvent(), pageEvent('route_access')] }, 1_000, ids);

describe('analytics queue states', () => {
  it('forms a batch under the id reserved before its first event, due at once and not yet beaconed', () => {
    expect(formed.batches).toMatchObject([{ batchId: 'batch-0001', failures: 0, nextAttemptAt: 1_000, beaconed: false }]);
    expect(formed.pending).toEqual([]);
  });

  it('reserves a new id for the next batch once one is cut', () => {
    expect(formed.pendingBatchId).toBe('batch-0002');
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
});

describe('first-party events', () => {
  const view = pageViewBody('session-0001', { path: '/lab', title: 'Lab', referrer: null }, context);

  it('join the queue as a batch of their own, due at once, leaving the pending events and their reserved id alone', () => {
    const pending = { ...formed, pending: [pageEvent()] };
    const added = withFirstParty(pending, view, 2_000, 'event-0001');
    expect(added).toEqual({
      ...pending,
      batches: [
        ...formed.batches,
        { batchId: 'event-0001', createdAt: 2_000, firstParty: view, failures: 0, nextAttemptAt: 2_000, beaconed: false },
      ],
    });
  });

  it('keep at most the stored batch limit, dropping the oldest', () => {
    let state = formed;
    for (let index = 0; index < maxStoredBatches; index += 1) state = withFirstParty(state, view, 2_000, `event-${index}`);
    expect(state.batches).toHaveLength(maxStoredBatches);
    expect(state.batches[0]!.batchId).toBe('event-0');
  });
});

describe('adopted batches', () => {
  const other = cutBatch({ ...emptyQueue(ids), pending: [pageEvent('feature_use')] }, 1_500, ids).batches;

  it('join the queue before its own, so the oldest are dropped first when storage is full', () => {
    expect(withAdopted(formed, other).batches.map((batch) => batch.batchId)).toEqual([other[0]!.batchId, 'batch-0001']);
  });

  it('keep each batch id once when the same batch arrives twice', () => {
    expect(withAdopted(withAdopted(formed, other), [...other, ...formed.batches]).batches).toHaveLength(2);
  });

  it('keep at most the stored batch limit', () => {
    const many = Array.from({ length: maxStoredBatches }, (_, index) => ({ ...other[0]!, batchId: `adopted-${index}` }));
    const merged = withAdopted(formed, many).batches;
    expect(merged).toHaveLength(maxStoredBatches);
    expect(merged.at(-1)!.batchId).toBe('batch-0001');
  });
});
