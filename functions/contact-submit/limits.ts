import type { RateRule } from '../_shared/visitor/rateLimit.ts';

/** A person writes a few messages at most; a script trying more is slowed down. */
export const contactRateRules = {
  perIp: { scope: 'contact-submit:ip', limit: 5, windowSeconds: 60 * 60 },
  perEmail: { scope: 'contact-submit:email', limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;
