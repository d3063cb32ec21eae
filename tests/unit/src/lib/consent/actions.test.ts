import { describe, expect, it } from 'vitest';
import { acceptAll, privacyNoticeVersion, rejectAll, save } from '../../../../../src/lib/consent/actions.ts';
import { noConsent } from '../../../../../src/lib/consent/choice.ts';

const visitor = { sessionId: 'session-0001', userId: null, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' };

describe('consent actions', () => {
  it('starts with everything off', () => {
    expect(noConsent).toEqual({ analytics: false, personalization: false, marketing: false });
  });

  it('Accept all grants the three purposes and logs accept_all with no IP address', () => {
    const { choice, record, logEntry } = acceptAll(visitor);
    expect(choice).toEqual({ analytics: true, personalization: true, marketing: true });
    expect(record).toEqual({
      session_id: 'session-0001',
      user_id: null,
      analytics_consent: true,
      personalization_consent: true,
      marketing_consent: true,
      privacy_notice_version: privacyNoticeVersion,
    });
    expect(logEntry).toEqual({ ...record, action: 'accept_all', ip_address: null, user_agent: visitor.userAgent });
  });

  it('Reject all refuses all three and logs reject_all', () => {
    const { choice, logEntry } = rejectAll({ ...visitor, userId: 'user-7' });
    expect(choice).toEqual(noConsent);
    expect(logEntry).toMatchObject({ action: 'reject_all', user_id: 'user-7', analytics_consent: false, marketing_consent: false });
  });

  it('Save stores exactly the toggles and logs customize', () => {
    const { record, logEntry } = save({ analytics: true, personalization: false, marketing: false }, visitor);
    expect(record).toMatchObject({ analytics_consent: true, personalization_consent: false, marketing_consent: false });
    expect(logEntry.action).toBe('customize');
  });

  it('refuses a malformed choice, saying what it received', () => {
    expect(() => save({ analytics: 'yes' } as never, visitor)).toThrow(/received \{"analytics":"yes"\}/);
    expect(() => acceptAll({ ...visitor, sessionId: '' })).toThrow(/consent visitor/);
  });
});
