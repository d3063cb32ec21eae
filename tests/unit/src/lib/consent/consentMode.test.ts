import { describe, expect, it } from 'vitest';
import { allConsent, noConsent } from '../../../../../src/lib/consent/choice.ts';
import { consentModePlan } from '../../../../../src/lib/consent/consentMode.ts';

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
      defaultCommand: [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'denied',
          wait_for_update: 500,
        },
      ],
      updateCommand: null,
    });
  });

  it('updates each signal from the matching toggle', () => {
    const plan = consentModePlan('G-ABC123XYZ', { analytics: true, personalization: false, marketing: false });
    expect(plan.load && plan.updateCommand).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
      },
    ]);
    const marketingOnly = consentModePlan('G-ABC123XYZ', { ...noConsent, marketing: true });
    expect(marketingOnly.load && marketingOnly.updateCommand?.[2]).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });

  it('rejects a malformed measurement ID, naming what it expected', () => {
    expect(() => consentModePlan('UA-1234-1', null)).toThrow(/received "UA-1234-1".*G-XXXXXXXXXX/s);
  });
});
