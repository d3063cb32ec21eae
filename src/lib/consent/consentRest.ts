import type { ConsentWrite } from './outbox.ts';
import { outcomeForStatus } from '../analytics/sendOutcome.ts';
import { anonHeaders, type VisitorBackend } from '../visitorBackend.ts';

/**
 * The REST call for each consent write: the record is an upsert on session_id (the newest
 * choice wins), the log an insert that ignores a repeat of its client_event_id, so a retry after
 * a lost response stores nothing twice.
 */
const targets: Record<ConsentWrite['table'], { query: string; prefer: string }> = {
  user_consent: { query: 'on_conflict=session_id', prefer: 'resolution=merge-duplicates,return=minimal' },
  consent_log: { query: 'on_conflict=client_event_id', prefer: 'resolution=ignore-duplicates,return=minimal' },
};

/**
 * The outbox's `send`: resolves once stored, or when the backend refused the row for good (it
 * would block every later write otherwise); throws on anything worth retrying.
 */
export function consentWriteSender(fetcher: typeof fetch, backend: VisitorBackend, log: Pick<Console, 'warn'> = console) {
  return async (write: ConsentWrite): Promise<void> => {
    const { query, prefer } = targets[write.table];
    const response = await fetcher(`${backend.url}/rest/v1/${write.table}?${query}`, {
      method: 'POST',
      headers: { ...anonHeaders(backend), prefer },
      body: JSON.stringify(write.row),
    });
    if (outcomeForStatus(response.status) === 'refused') {
      log.warn(`The ${write.table} write was refused with HTTP ${response.status}; it is dropped.`);
    }
  };
}
