/**
 * The auth routes' rate limits: failed sign-ins (and wrong current passwords) per address and
 * client, and mailed links (sign-up, resend and password reset) per client and per address. Off
 * when the config says so, for browser tests that sign up many accounts from one address.
 */
import { AuthFailure } from './errors.ts';
import { createRateLimiter, type RateLimiter } from './rateLimiter.ts';

const minute = 60_000;

export interface AuthLimits {
  /** Throws 429 when any of the keys has used up its allowance. */
  check(keys: Partial<Record<LimitName, string>>): void;
  record(keys: Partial<Record<LimitName, string>>): void;
}

type LimitName = 'signInFailuresPerAddressAndClient' | 'signInFailuresPerClient' | 'mailsPerClient' | 'mailsPerAddress';

/** The keys a failed password counts under: the address from this client, and the client over every address. */
export function signInFailureKeys(email: string, client: string): Partial<Record<LimitName, string>> {
  return { signInFailuresPerAddressAndClient: `${email} ${client}`, signInFailuresPerClient: client };
}

function tooManyRequests(seconds: number): AuthFailure {
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return new AuthFailure(429, 'over_request_rate_limit', `Too many attempts. Please wait ${wait} and try again.`, {
    headers: { 'Retry-After': String(seconds) },
  });
}

export function createAuthLimits(enabled: boolean, now: () => number): AuthLimits {
  const limiters: Record<LimitName, RateLimiter> = {
    signInFailuresPerAddressAndClient: createRateLimiter({ limit: 5, windowMs: 15 * minute }, now),
    signInFailuresPerClient: createRateLimiter({ limit: 30, windowMs: 15 * minute }, now),
    mailsPerClient: createRateLimiter({ limit: 30, windowMs: 60 * minute }, now),
    mailsPerAddress: createRateLimiter({ limit: 3, windowMs: 60 * minute }, now),
  };
  const entries = (keys: Partial<Record<LimitName, string>>) =>
    Object.entries(keys).map(([name, key]) => [limiters[name as LimitName], key] as const);

  return {
    check(keys) {
      if (!enabled) return;
      const wait = Math.max(0, ...entries(keys).map(([limiter, key]) => limiter.waitSeconds(key ?? '')));
      if (wait > 0) throw tooManyRequests(wait);
    },
    record(keys) {
      if (!enabled) return;
      for (const [limiter, key] of entries(keys)) limiter.record(key ?? '');
    },
  };
}
