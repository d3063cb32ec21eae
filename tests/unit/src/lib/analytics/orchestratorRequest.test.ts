import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../../../../src/lib/analytics/event.ts';
import { orchestratorRequest } from '../../../../../src/lib/analytics/orchestratorRequest.ts';
import { page } from './support/visit.ts';

describe('the orchestrator request', () => {
  it('builds the orchestrator request from a batch', () => {
    const event = buildEvent('page_view', {}, page);
    expect(
      orchestratorRequest({ batchId: 'b-1', createdAt: page.now, events: [event], failures: 2, nextAttemptAt: 0, beaconed: true }),
    ).toEqual({
      events: [event],
      batchId: 'b-1',
      timestamp: '2026-03-02T09:00:00.000Z',
    });
  });
});
