import { describe, expect, it } from 'vitest';
import type { ConsentChoice } from '../../../../../../src/lib/consent/choice.ts';
import { crossSiteSyncKey } from '../../../../../../src/lib/analytics/cross-site/syncRecord.ts';
import { memoryStore } from '../../../../support/memoryStore.ts';
import { startCrossSite } from '../../../../../../src/lib/analytics/cross-site/startCrossSite.ts';
import { analyticsRequestEvent } from '../../../../../../src/lib/assessments/results/completionEvent.ts';

const brandOrigin = 'https://brand.example';
const withAnalytics: ConsentChoice = { analytics: true, personalization: false, marketing: false };

function setUp(consent: ConsentChoice | null) {
  const win = new EventTarget();
  const analyticsTarget = new EventTarget();
  const local = memoryStore();
  const tracked: unknown[] = [];
  analyticsTarget.addEventListener(analyticsRequestEvent, (event) => tracked.push((event as CustomEvent).detail));
  startCrossSite({
    win: win as Window,
    analyticsTarget,
    local,
    brandOrigin,
    consent: () => consent,
    now: () => Date.parse('2026-03-02T09:00:00Z'),
  });
  const post = (origin: string, data: unknown) => win.dispatchEvent(new MessageEvent('message', { origin, data }));
  return { local, tracked, post };
}

describe('the cross-site start-up', () => {
  it('with analytics consent writes the sync record and tracks a sync request from the brand site only', () => {
    const { local, tracked, post } = setUp(withAnalytics);
    expect(JSON.parse(local.getItem(crossSiteSyncKey)!)).toMatchObject({ version: '1.0.0', lastSync: '2026-03-02T09:00:00.000Z' });
    post('https://brand.example.evil.test', { type: 'sync_request' });
    post('http://brand.example', { type: 'sync_request' });
    post(brandOrigin, { type: 'something_else' });
    expect(tracked).toEqual([]);
    post(brandOrigin, { type: 'sync_request' });
    expect(tracked).toEqual([{ name: 'cross_site_sync_request', data: { origin: brandOrigin } }]);
  });

  it('without analytics consent writes nothing and tracks nothing', () => {
    const { local, tracked, post } = setUp(null);
    post(brandOrigin, { type: 'sync_request' });
    expect(local.getItem(crossSiteSyncKey)).toBeNull();
    expect(tracked).toEqual([]);
  });
});
