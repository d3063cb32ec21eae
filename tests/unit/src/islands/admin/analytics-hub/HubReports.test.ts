import { describe, expect, it } from 'vitest';
import { funnelSteps } from '../../../../../../src/islands/admin/analytics-hub/HubReports.tsx';

describe('funnelSteps', () => {
  it('gives each step as a share of those who signed up', () => {
    expect(funnelSteps({ subscribed: 8, confirmed: 6, unsubscribed: 1, pending: 2 })).toEqual([
      { step: 'Signed up', addresses: 8, share: '100.0 %' },
      { step: 'Confirmed', addresses: 6, share: '75.0 %' },
      { step: 'Unsubscribed after confirming', addresses: 1, share: '12.5 %' },
      { step: 'Still pending', addresses: 2, share: '25.0 %' },
    ]);
  });

  it('shows no share when nobody signed up', () => {
    expect(funnelSteps({ subscribed: 0, confirmed: 0, unsubscribed: 0, pending: 0 }).map((step) => step.share)).toEqual([
      '—',
      '—',
      '—',
      '—',
    ]);
  });
});
