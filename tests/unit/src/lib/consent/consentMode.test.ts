import { describe, expect, it } from 'vitest';
import { allConsent, noConsent } from '../../../../../src/lib/consent/choice.ts';
import { consentModePlan } from '../../../../../src/lib/consent/consentMode.ts';
import { tagEventName } from '../../../../../src/lib/analytics/forwardToTag.ts';

describe('Consent Mode v2', () => {
  it('loads nothing third-party when no measurement ID is configured', () => {
    expect(consentModePlan(undefined, allConsent)).toEqual({ load: false });
    expect(consentModePlan('  ', allConsent)).toEqual({ load: false });
  });

  it('denies every signal by default before the tag loads', () => {
    const plan = consentModePlan('G-ABC123XYZ', null);
    expect(plan).toEqual({
      load: true,
      measurementId: 'G-ABC123XYZ',
      defaultCommand: ['consent', 'default', {
        ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied',
        functionality_storage: 'denied', personalization_storage: 'denied', security_storage: 'denied', wait_for_update: 500,
      }],
      updateCommand: null,
    });
  });

  it('updates each signal from the matching toggle', () => {
    const plan = consentModePlan('G-ABC123XYZ', { analytics: true, personalization: false, marketing: false });
    expect(plan.load && plan.updateCommand).toEqual(['consent', 'update', {
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted',
      functionality_storage: 'denied', personalization_storage: 'denied', security_storage: 'granted',
    }]);
    const marketingOnly = consentModePlan('G-ABC123XYZ', { ...noConsent, marketing: true });
    expect(marketingOnly.load && marketingOnly.updateCommand?.[2]).toMatchObject({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' });
  });

  it('rejects a malformed measurement ID, naming what it expected', () => {
    expect(() => consentModePlan('UA-1234-1', null)).toThrow(/received "UA-1234-1".*G-XXXXXXXXXX/s);
  });
});

describe('tag event names', () => {
  it('maps our events to the tag’s recommended names and passes others through', () => {
    expect(tagEventName('assessment_complete')).toBe('purchase');
    expect(tagEventName('newsletter_subscribe')).toBe('sign_up');
    expect(tagEventName('page_view')).toBe('page_view');
    for (const lead of ['lead_timed', 'lead_scroll', 'lead_exit']) expect(tagEventName(lead)).toBe('generate_lead');
    expect(tagEventName('route_access')).toBe('route_access');
  });
});
