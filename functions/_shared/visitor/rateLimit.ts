import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import { errorResponse } from '../errors.ts';
import { hmacToken } from './tokens.ts';
import type { VisitorEnv } from './visitorEnv.ts';

export interface RateRule {
  /** Names the counter, e.g. "newsletter:ip". */
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface RateCheck {
  rule: RateRule;
  /** The raw value (an IP address, an email); only its keyed hash reaches the database. */
  value: string;
}

/**
 * Counts the request against every rule in order and answers 429 with Retry-After at the first
 * one that is used up, or null when the request may go on (always, with rate limits off). `client`
 * must be the service-role client: only it may call take_rate_limit.
 */
export async function rateLimited(
  client: SupabaseClient,
  { secret, rateLimits }: Pick<VisitorEnv, 'secret' | 'rateLimits'>,
  checks: readonly RateCheck[],
): Promise<Response | null> {
  if (!rateLimits) return null;
  for (const { rule, value } of checks) {
    const key = `${rule.scope}:${await hmacToken(secret, `${rule.scope}\n${value}`)}`;
    const { data, error, status } = await client.rpc('take_rate_limit', {
      p_key: key,
      p_limit: rule.limit,
      p_window_seconds: rule.windowSeconds,
    });
    if (error) throw databaseFailure('take_rate_limit', { error, status });
    const waitSeconds = Number(data);
    if (waitSeconds > 0) {
      const minutes = Math.ceil(waitSeconds / 60);
      return errorResponse(
        'rate_limited',
        `Too many requests from here in a short time. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
        { 'Retry-After': String(waitSeconds) },
      );
    }
  }
  return null;
}
