import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../../../../src/lib/analytics/event.ts';
import { page } from './support/visit.ts';

describe('analytics event', () => {
  it('carries session, time, url, user agent and viewport, plus extras', () => {
    expect(buildEvent('feature_use', { feature: 'kit' }, page)).toEqual({
      event: 'feature_use',
      data: {
        feature: 'kit',
        sessionId: 'session-0001',
        timestamp: '2026-03-02T09:00:00.000Z',
        url: 'https://example.test/lab',
        userAgent: 'Test agent',
        viewport: { width: 390, height: 844 },
      },
    });
  });

  it('does not let extras overwrite the context', () => {
    expect(buildEvent('page_view', { sessionId: 'forged' }, page).data.sessionId).toBe('session-0001');
  });

  it('rejects an event name the server does not keep, naming the ones it does', () => {
    expect(() => buildEvent('made_up' as never, {}, page)).toThrow(/received .*"made_up".*route_access/s);
  });
});
