import type { CredentialCheck, QuotaState, RateState } from './checkCredential.ts';

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy (calls per
 * 60-second window) and what is left of the current window, on every answer to a known key; and
 * on a 429, `Retry-After`: the window's end, or the month's when its quota is used up.
 */
export function rateLimitHeaders(rate: RateState, retryAfter?: QuotaState | RateState): Headers {
  const headers = new Headers({
    'RateLimit-Policy': `"minute";q=${rate.limit};w=60`,
    RateLimit: `"minute";r=${rate.remaining};t=${rate.resetSeconds}`,
  });
  if (retryAfter) headers.set('Retry-After', String(retryAfter.resetSeconds));
  return headers;
}

/** The headers of a refused key's answer: its limits as they stand, and how long to wait when it must. */
export function refusalHeaders(check: Exclude<CredentialCheck, { outcome: 'valid' }>, realm: string): Headers {
  if (!('credential' in check)) return unauthorizedHeaders(realm, check.outcome !== 'missing');
  if (check.outcome === 'quota_exhausted') return rateLimitHeaders(check.rate, check.quota);
  return rateLimitHeaders(check.rate, check.outcome === 'rate_limited' ? check.rate : undefined);
}

/** RFC 6750: the scheme and realm always; `invalid_token` when a token was given and refused. */
export function unauthorizedHeaders(realm: string, tokenGiven: boolean): Headers {
  const error = tokenGiven ? ', error="invalid_token"' : '';
  return new Headers({ 'WWW-Authenticate': `Bearer realm="${realm}"${error}` });
}

/** What a refusal says, in a sentence for the caller. */
export const refusalMessages: Record<Exclude<CredentialCheck['outcome'], 'valid'>, string> = {
  missing: 'Send the key in an Authorization header: "Authorization: Bearer <key>".',
  malformed: 'The key is not one this server issues: check that it was copied whole.',
  unknown: 'The key is not known here: it may have been deleted, or belong to another server.',
  revoked: 'The key has been revoked. Ask the owner for a new one.',
  expired: 'The key has expired. Ask the owner for a new one.',
  missing_scope: 'The key does not grant access to this.',
  rate_limited: 'Too many requests with this key in this minute: wait for the time in Retry-After.',
  quota_exhausted: 'This key has used its calls for the month: the quota renews at the start of the next month.',
};
