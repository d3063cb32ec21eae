import { describe, expect, it, vi } from 'vitest';
import { forwardToTag, tagEventName } from '../../../../../src/lib/analytics/forwardToTag.ts';

describe('tag event names', () => {
  it('maps our events to the tag’s recommended names and passes others through', () => {
    expect(tagEventName('assessment_complete')).toBe('purchase');
    expect(tagEventName('newsletter_subscribe')).toBe('sign_up');
    expect(tagEventName('page_view')).toBe('page_view');
    for (const lead of ['lead_timed', 'lead_scroll', 'lead_exit']) expect(tagEventName(lead)).toBe('generate_lead');
    expect(tagEventName('route_access')).toBe('route_access');
  });
});

describe('forwarding to the Google tag', () => {
  it('forwards events to the Google tag under its names, except those the tag counts itself', () => {
    const gtag = vi.fn();
    forwardToTag(gtag, 'assessment_complete', { role: 'cfo' });
    forwardToTag(gtag, 'page_view', {});
    forwardToTag(gtag, 'session_start', {});
    forwardToTag(undefined, 'lead_timed', {});
    expect(gtag.mock.calls).toEqual([['event', 'purchase', { role: 'cfo' }]]);
  });
});
