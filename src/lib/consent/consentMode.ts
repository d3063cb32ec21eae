import type { ConsentChoice } from './choice.ts';
import { checked, isString } from '../plainChecks.ts';

type Signal = 'granted' | 'denied';

export interface ConsentSignals {
  ad_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
  analytics_storage: Signal;
  functionality_storage: Signal;
  personalization_storage: Signal;
  security_storage: Signal;
}

/** How long the tag waits for the visitor's stored choice before acting on the defaults. */
export const consentWaitForUpdateMs = 500;

export type TagPlan =
  | { load: false }
  | {
      load: true;
      measurementId: string;
      /** Run before the tag script is added to the page. */
      defaultCommand: ['consent', 'default', ConsentSignals & { wait_for_update: number }];
      /** Run right after, and again whenever the visitor changes their mind; null until they choose. */
      updateCommand: ['consent', 'update', ConsentSignals] | null;
    };

const isMeasurementId = (value: unknown): value is string => isString(value) && /^G-[A-Z0-9]{4,20}$/.test(value);

const grant = (allowed: boolean): Signal => (allowed ? 'granted' : 'denied');

const allDenied: ConsentSignals = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'denied',
};

/**
 * Google Consent Mode v2 signals from the visitor's three toggles. Marketing covers the three ad
 * signals, personalization covers functionality and personalization storage. Security storage is
 * strictly necessary, so once the visitor has answered at all it is granted.
 */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  return {
    ad_storage: grant(choice.marketing),
    ad_user_data: grant(choice.marketing),
    ad_personalization: grant(choice.marketing),
    analytics_storage: grant(choice.analytics),
    functionality_storage: grant(choice.personalization),
    personalization_storage: grant(choice.personalization),
    security_storage: 'granted',
  };
}

/**
 * What the page does about the Google tag. With no measurement ID nothing third-party loads at
 * all; with one, every signal is denied before the tag loads and then updated from the choice.
 */
export function consentModePlan(measurementId: string | undefined, choice: ConsentChoice | null): TagPlan {
  if (measurementId === undefined || measurementId.trim() === '') return { load: false };
  return {
    load: true,
    measurementId: checked(measurementId.trim(), isMeasurementId, 'Google tag measurement ID', 'a measurement ID like G-XXXXXXXXXX'),
    defaultCommand: ['consent', 'default', { ...allDenied, wait_for_update: consentWaitForUpdateMs }],
    updateCommand: choice ? ['consent', 'update', consentSignals(choice)] : null,
  };
}
