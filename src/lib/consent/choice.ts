import { z } from 'zod';

/** What the visitor allows beyond strictly necessary storage. */
export const consentChoiceSchema = z.strictObject({
  analytics: z.boolean(),
  personalization: z.boolean(),
  marketing: z.boolean(),
});

export type ConsentChoice = z.infer<typeof consentChoiceSchema>;

/** All three start off: nothing optional runs before the visitor says yes. */
export const noConsent: ConsentChoice = { analytics: false, personalization: false, marketing: false };

export const allConsent: ConsentChoice = { analytics: true, personalization: true, marketing: true };
