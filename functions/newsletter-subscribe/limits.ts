import type { RateRule } from '../_shared/visitor/rateLimit.ts';

/** At most one confirmation mail per address in this time, however often the form is sent. */
export const mailCooldownSeconds = 10 * 60;

/** How long a confirmation link works (newsletter-confirm checks it). */
export const confirmLinkValidDays = 7;

/** Enough for a person who mistyped a few times; not enough to mail-bomb an address or sweep a list. */
export const subscribeRateRules = {
  perIp: { scope: 'newsletter-subscribe:ip', limit: 20, windowSeconds: 60 * 60 },
  perEmail: { scope: 'newsletter-subscribe:email', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;
