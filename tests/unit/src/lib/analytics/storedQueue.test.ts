import { describe, expect, it } from 'vitest';
import { pageViewBody } from '../../../../../src/lib/analytics/firstParty.ts';
import { cutBatch, emptyQueue, withFirstParty } from '../../../../../src/lib/analytics/queueState.ts';
import { readQueue } from '../../../../../src/lib/analytics/storedQueue.ts';
import { memoryStore, sequentialIds } from '../../../support/memoryStore.ts';
import { pageEvent } from './support/queueHarness.ts';
import { context } from './support/visit.ts';

const ids = sequentialIds('batch');
const formed = cutBatch({ ...emptyQueue(ids), pending: [pageEvent(), pageEvent('route_access')] }, 1_000, ids);
const view = pageViewBody('session-0001', { path: '/lab', title: 'Lab', referrer: null }, context);
const withView = withFirstParty(formed, view, 2_000, 'event-0001');
const read = (value: unknown) => readQueue(memoryStore({ queue: JSON.stringify(value) }), 'queue');

describe('a stored analytics queue', () => {
  it('reads back as written, with its reserved id, time and mark', () => {
    const stored = { ...formed, pending: [pageEvent('feature_use')], savedAt: 5_000, closed: false };
    expect(read(stored)).toEqual(stored);
  });

  it('reads a first-party event back beside the batches of events', () => {
    const stored = { ...withView, savedAt: 5_000, closed: false };
    expect(read(stored)).toEqual(stored);
  });

  it('reads the previous version’s queue as closed, with no reserved id and no time', () => {
    const legacy = { pending: [pageEvent()], batches: formed.batches };
    expect(read(legacy)).toEqual({ ...legacy, savedAt: 0, closed: true });
  });

  it('reads a batch stored before batches carried the beacon mark as not beaconed', () => {
    const { beaconed: _, ...older } = formed.batches[0]!;
    expect(read({ pending: [], batches: [older] })?.batches).toEqual(formed.batches);
  });

  it('is missing when absent, corrupt, or holding more pending events than one batch takes', () => {
    expect(readQueue(memoryStore(), 'queue')).toBeUndefined();
    expect(read({ pending: [], batches: [{ batchId: '' }] })).toBeUndefined();
    expect(read({ pending: Array.from({ length: 11 }, () => pageEvent()), batches: [] })).toBeUndefined();
    expect(read({ pending: [], pendingBatchId: '', batches: [] })).toBeUndefined();
    const [, firstParty] = withView.batches;
    for (const broken of [{ ...view, type: 'purchase' }, { ...view, session_id: '' }, { ...view, payload: 'oops' }, null])
      expect(read({ pending: [], batches: [{ ...firstParty, firstParty: broken }] })).toBeUndefined();
  });
});
