import { describe, expect, it } from 'vitest';
import { ensureSessionId, parseConsentCookie, readCookie, serializeConsentCookie } from '../../../../../src/lib/consent/cookies.ts';

const cookieValue = (assignment: string) => assignment.split(';')[0]!;

describe('consent cookie', () => {
  it('round-trips the three booleans and lives 180 days on the whole site', () => {
    const assignment = serializeConsentCookie({ analytics: true, personalization: false, marketing: true }, true);
    expect(assignment).toContain('Max-Age=15552000');
    expect(assignment).toContain('Path=/');
    expect(assignment).toContain('SameSite=Lax');
    expect(assignment).toContain('Secure');
    expect(parseConsentCookie(`theme=dark; ${cookieValue(assignment)}`)).toEqual({
      analytics: true,
      personalization: false,
      marketing: true,
    });
  });

  it('leaves out Secure on plain http, where the browser would drop the cookie', () => {
    expect(serializeConsentCookie({ analytics: false, personalization: false, marketing: false }, false)).not.toContain('Secure');
  });

  it('treats a missing or corrupt cookie as no choice', () => {
    expect(parseConsentCookie('')).toBeNull();
    expect(parseConsentCookie('cookie_consent=yes')).toBeNull();
    expect(parseConsentCookie('cookie_consent=%7B%22analytics%22%3Atrue%7D')).toBeNull();
    expect(parseConsentCookie('cookie_consent=%E0%A4%A')).toBeNull();
    expect(
      parseConsentCookie(`cookie_consent=${encodeURIComponent('{"analytics":"yes","personalization":false,"marketing":false}')}`),
    ).toBeNull();
  });

  it('reads the named cookie only, not one whose name merely ends the same', () => {
    expect(readCookie('my_session_id=abc; session_id=right-one', 'session_id')).toBe('right-one');
  });
});

describe('session_id cookie', () => {
  it('keeps a valid existing id and writes nothing', () => {
    const result = ensureSessionId('session_id=0b7e1c9a-1111-4222-8333-944455556666', () => 'unused-id', true);
    expect(result).toEqual({ sessionId: '0b7e1c9a-1111-4222-8333-944455556666', assignment: null });
  });

  it('creates a 180-day cookie from the injected id when missing or tampered with', () => {
    for (const header of ['', 'session_id=<script>']) {
      const result = ensureSessionId(header, () => 'fresh-session-0001', false);
      expect(result.sessionId).toBe('fresh-session-0001');
      expect(result.assignment).toBe('session_id=fresh-session-0001; Path=/; Max-Age=15552000; SameSite=Lax');
    }
  });
});
