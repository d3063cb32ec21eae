import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../../../../src/lib/analytics/event.ts';
import { pageViewBody } from '../../../../../src/lib/analytics/firstParty.ts';
import { batchRequest } from '../../../../../src/lib/analytics/batchRequest.ts';
import { context, page } from './support/visit.ts';

const sending = { batchId: 'b-1', createdAt: page.now, failures: 2, nextAttemptAt: 0, beaconed: true };

describe('the request of a batch', () => {
  it('sends events to analytics-orchestrator under the batch id, with the time the batch was formed', () => {
    const event = buildEvent('page_view', {}, page);
    expect(batchRequest({ ...sending, events: [event] })).toEqual({
      to: 'analytics-orchestrator',
      body: { events: [event], batchId: 'b-1', timestamp: '2026-03-02T09:00:00.000Z' },
    });
  });

  it('sends a first-party event to firstparty-analytics with the batch id as its event id', () => {
    const body = pageViewBody('s-1', { path: '/lab', title: 'Lab', referrer: null }, context);
    expect(batchRequest({ ...sending, firstParty: body })).toEqual({ to: 'firstparty-analytics', body: { ...body, event_id: 'b-1' } });
  });
});
