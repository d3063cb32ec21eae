import type { RateRule } from '../_shared/visitor/rateLimit.ts';

/** Enough for a person who mistyped a few times; not enough to mail-bomb an address or sweep a list. */
export const subscribeRateRules = {
  perIp: { scope: 'newsletter-subscribe:ip', limit: 20, windowSeconds: 60 * 60 },
  perEmail: { scope: 'newsletter-subscribe:email', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;
