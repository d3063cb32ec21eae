import { allConsent, isConsentChoice, noConsent, type ConsentChoice } from './choice.ts';
import { isSessionId } from './cookies.ts';
import { checked, hasFields, isString } from '../plainChecks.ts';

/**
 * The version of the privacy notice a visitor saw when choosing. It is stored with every consent
 * log entry so a later change to the notice can be told apart from choices made under the old
 * one. Change it whenever the privacy page changes what it says about cookies or analytics.
 */
export const privacyNoticeVersion = '2026-11-23';

export type ConsentAction = 'accept_all' | 'reject_all' | 'customize';

/**
 * The `user_consent` row: one per session, upserted on `session_id`, with the privacy notice
 * version the current choice was made under.
 */
export interface ConsentRecord {
  session_id: string;
  user_id: string | null;
  analytics_consent: boolean;
  personalization_consent: boolean;
  marketing_consent: boolean;
  privacy_notice_version: string;
}

/** The `consent_log` row: append-only; `ip_address` is always null (data minimisation). */
export interface ConsentLogEntry extends ConsentRecord {
  action: ConsentAction;
  ip_address: null;
  user_agent: string;
}

export interface ConsentDecision {
  choice: ConsentChoice;
  record: ConsentRecord;
  logEntry: ConsentLogEntry;
}

export interface ConsentVisitor {
  sessionId: string;
  userId: string | null;
  userAgent: string;
}

const isVisitor = hasFields<ConsentVisitor>({
  sessionId: isSessionId,
  userId: (value): value is string | null => value === null || (isString(value) && value !== ''),
  userAgent: isString,
});

function decide(action: ConsentAction, choice: ConsentChoice, visitorInput: ConsentVisitor): ConsentDecision {
  const visitor = checked(visitorInput, isVisitor, 'consent visitor', 'a session id, a user id or null, and a user agent');
  const record: ConsentRecord = {
    session_id: visitor.sessionId,
    user_id: visitor.userId,
    analytics_consent: choice.analytics,
    personalization_consent: choice.personalization,
    marketing_consent: choice.marketing,
    privacy_notice_version: privacyNoticeVersion,
  };
  const logEntry: ConsentLogEntry = { ...record, action, ip_address: null, user_agent: visitor.userAgent };
  return { choice: { ...choice }, record, logEntry };
}

export function acceptAll(visitor: ConsentVisitor): ConsentDecision {
  return decide('accept_all', allConsent, visitor);
}

export function rejectAll(visitor: ConsentVisitor): ConsentDecision {
  return decide('reject_all', noConsent, visitor);
}

/** Save preferences from the privacy settings dialog. */
export function save(custom: ConsentChoice, visitor: ConsentVisitor): ConsentDecision {
  return decide('customize', checked(custom, isConsentChoice, 'consent choice', 'the three switches as booleans'), visitor);
}
