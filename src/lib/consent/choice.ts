import { isBoolean, isRecord } from '../plainChecks.ts';

/** What the visitor allows beyond strictly necessary storage. */
export interface ConsentChoice {
  analytics: boolean;
  personalization: boolean;
  marketing: boolean;
}

const choiceKeys = ['analytics', 'marketing', 'personalization'];

/** Exactly the three switches, each a boolean: anything more or less is not a choice. */
export function isConsentChoice(value: unknown): value is ConsentChoice {
  return isRecord(value) && Object.keys(value).sort().join() === choiceKeys.join() && choiceKeys.every((key) => isBoolean(value[key]));
}

/** All three start off: nothing optional runs before the visitor says yes. */
export const noConsent: ConsentChoice = { analytics: false, personalization: false, marketing: false };

export const allConsent: ConsentChoice = { analytics: true, personalization: true, marketing: true };
