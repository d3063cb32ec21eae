import { describe, expect, it } from 'vitest';
import type { CheckedCredential } from '../../../../../functions/_shared/credentials/checkCredential.ts';
import { rateLimitHeaders, refusalHeaders, refusalMessages } from '../../../../../functions/_shared/credentials/keyHeaders.ts';

const credential: CheckedCredential = { id: 'k', kind: 'api', name: 'Key', scopes: ['jobs'], owner: 'o', partnerId: 'p' };
const rate = { limit: 60, remaining: 0, resetSeconds: 37 };

describe('the headers of a keyed answer', () => {
  it('give the policy and what is left of the window, the IETF way', () => {
    const headers = rateLimitHeaders({ limit: 60, remaining: 59, resetSeconds: 12 });
    expect(headers.get('RateLimit-Policy')).toBe('"minute";q=60;w=60');
    expect(headers.get('RateLimit')).toBe('"minute";r=59;t=12');
    expect(headers.has('Retry-After')).toBe(false);
  });

  it('say when to come back on a 429: the window’s end, or the month’s', () => {
    expect(refusalHeaders({ outcome: 'rate_limited', credential, rate }, 'api').get('Retry-After')).toBe('37');
    const quota = { limit: 1000, used: 1000, resetSeconds: 86_400 };
    expect(refusalHeaders({ outcome: 'quota_exhausted', credential, rate, quota }, 'api').get('Retry-After')).toBe('86400');
    expect(refusalHeaders({ outcome: 'missing_scope', credential, rate }, 'api').has('Retry-After')).toBe(false);
  });

  it('challenge a missing key, and call a refused one an invalid token', () => {
    expect(refusalHeaders({ outcome: 'missing' }, 'Partner API').get('WWW-Authenticate')).toBe('Bearer realm="Partner API"');
    for (const outcome of ['malformed', 'unknown', 'revoked', 'expired'] as const) {
      expect(refusalHeaders({ outcome }, 'mcp').get('WWW-Authenticate')).toBe('Bearer realm="mcp", error="invalid_token"');
    }
  });

  it('come with a sentence for each refusal that says what to do', () => {
    expect(Object.keys(refusalMessages).sort()).toEqual(
      ['expired', 'malformed', 'missing', 'missing_scope', 'quota_exhausted', 'rate_limited', 'revoked', 'unknown'].sort(),
    );
    for (const message of Object.values(refusalMessages)) expect(message).toMatch(/^[A-Z].{20,}\.$/);
  });
});
