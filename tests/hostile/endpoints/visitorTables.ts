import fc from 'fast-check';
import type { FieldSpec } from '../fieldCases.ts';
import { outOfRangeTimestamp } from '../timestamps.ts';
import { overlong } from '../values.ts';
import { restInsert } from './restInsert.ts';
import { browserAgent, freshId, sessionId } from './visitorValues.ts';

const choice = { analytics_consent: fc.boolean(), personalization_consent: fc.boolean(), marketing_consent: fc.boolean() };
const noticeVersion = fc.constantFrom('2026-11-23', '2025-11-01');
const sessionField: FieldSpec = {
  path: ['session_id'],
  kind: 'text',
  required: true,
  refuses: fc.constantFrom('short', 'has space in it', 'x'.repeat(129)),
};
const someoneElse: FieldSpec = { path: ['user_id'], kind: 'text', nullable: true, refuses: freshId };
/** The three choices: the record's columns default to false, the log's have no default and must be sent. */
const consentFields = (required: boolean): FieldSpec[] => [
  sessionField,
  someoneElse,
  { path: ['analytics_consent'], kind: 'boolean', required },
  { path: ['personalization_consent'], kind: 'boolean', required },
  { path: ['marketing_consent'], kind: 'boolean', required },
  { path: ['privacy_notice_version'], kind: 'text', nullable: true, refuses: fc.constantFrom('', 'v'.repeat(41)) },
  // A column visitors may not write: refused whatever it holds, including the year 0000.
  { path: ['created_at'], kind: 'timestamp', refuses: outOfRangeTimestamp },
];

/** The browser's consent record: one row per session, upserted on session_id. */
export const userConsent = restInsert({
  table: 'user_consent',
  row: fc.record({ session_id: sessionId, user_id: fc.constant(null), ...choice, privacy_notice_version: noticeVersion }),
  fields: consentFields(false),
  query: 'on_conflict=session_id',
  prefer: 'resolution=merge-duplicates,return=minimal',
  key: 'session_id',
});

/** The consent log: one row per choice, a retry with the same client_event_id stored once. */
export const consentLog = restInsert({
  table: 'consent_log',
  row: fc.record({
    client_event_id: freshId,
    session_id: sessionId,
    user_id: fc.constant(null),
    action: fc.constantFrom('customize', 'reject_all', 'accept_all'),
    ...choice,
    ip_address: fc.constant(null),
    user_agent: browserAgent,
    privacy_notice_version: noticeVersion,
  }),
  fields: [
    ...consentFields(true),
    { path: ['client_event_id'], kind: 'text', refuses: fc.constantFrom('not-a-uuid', '') },
    { path: ['action'], kind: 'choice', required: true, refuses: fc.constantFrom('ACCEPT_ALL', 'grant_everything', '') },
    { path: ['ip_address'], kind: 'text', nullable: true, refuses: fc.constantFrom('203.0.113.7', '::1', 'not an address') },
    { path: ['user_agent'], kind: 'text', refuses: overlong(1024) },
  ],
  query: 'on_conflict=client_event_id',
  prefer: 'resolution=ignore-duplicates,return=minimal',
  key: 'client_event_id',
});

/** A lead popup shown: one row per popup, as the popup sends it. */
export const featureUsage = restInsert({
  table: 'feature_usage',
  row: fc.record({ client_event_id: freshId, feature: fc.constantFrom('lead_timed', 'lead_scroll', 'lead_exit'), session_id: sessionId }),
  fields: [
    { path: ['client_event_id'], kind: 'text', refuses: fc.constantFrom('not-a-uuid', '') },
    { path: ['feature'], kind: 'choice', required: true, refuses: fc.constantFrom('lead_popup', 'LEAD_TIMED', '') },
    sessionField,
  ],
  query: '',
  prefer: 'return=minimal',
  key: 'client_event_id',
});
