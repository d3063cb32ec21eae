import type { ConsentChoice } from '../../lib/consent/choice.ts';
import type { VisitorBackend } from '../../lib/visitorBackend.ts';
import type { LeadUsageRow } from './leadState.ts';

/** Tries per row; the row's `client_event_id` makes a repeat after a lost answer store once. */
export const leadUsageAttempts = 2;

/**
 * A popup's `feature_usage` row is a measurement of how visitors use the site, so it is sent only
 * with analytics consent. Marketing consent is about advertising and profiles, which this row is
 * not; a visitor who allowed only marketing has not agreed to be measured.
 */
export const mayRecordLeadUsage = (choice: ConsentChoice | null): boolean => choice?.analytics === true;

/** The REST insert (PostgREST shape) for one row, as the anonymous role. */
export function leadUsageRequest({ url, anonKey }: VisitorBackend, row: LeadUsageRow, clientEventId: string): [string, RequestInit] {
  return [
    `${url.replace(/\/+$/, '')}/rest/v1/feature_usage`,
    {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({ client_event_id: clientEventId, feature: row.feature, session_id: row.session_id }),
      keepalive: true,
    },
  ];
}

export interface LeadUsageDeps {
  backend: VisitorBackend;
  fetch: typeof fetch;
  randomId: () => string;
  logFailure?: (error: unknown) => void;
}

/** Sends one row; never rejects, because a lost measurement must never disturb the visitor. */
export async function sendLeadUsage({ backend, fetch, randomId, logFailure }: LeadUsageDeps, row: LeadUsageRow): Promise<boolean> {
  const [address, init] = leadUsageRequest(backend, row, randomId());
  let lastError: unknown;
  for (let attempt = 0; attempt < leadUsageAttempts; attempt += 1) {
    try {
      const response = await fetch(address, init);
      if (response.ok) return true;
      lastError = new Error(`feature_usage insert answered ${response.status}`);
      if (response.status < 500) break;
    } catch (error) {
      lastError = error;
    }
  }
  (logFailure ?? ((error) => console.warn('A lead popup usage row was not stored.', error)))(lastError);
  return false;
}
