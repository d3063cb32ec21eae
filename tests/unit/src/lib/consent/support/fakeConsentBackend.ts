import type { ConsentWrite } from '../../../../../../src/lib/consent/outbox.ts';

/** A backend that fails while `down` is true and otherwise stores rows keyed as the real tables do. */
export function fakeBackend() {
  const backend = {
    down: false,
    /** Stores the row but the response never arrives, as on a dropped connection. */
    loseResponsesOf: null as ConsentWrite['table'] | null,
    records: new Map<string, unknown>(),
    log: new Map<string, unknown>(),
    calls: [] as ConsentWrite[],
    async send(write: ConsentWrite) {
      backend.calls.push(write);
      if (backend.down) throw new Error('503 from the backend');
      if (write.table === 'user_consent') backend.records.set(write.row.session_id, write.row);
      else if (!backend.log.has(write.row.client_event_id)) backend.log.set(write.row.client_event_id, write.row);
      if (backend.loseResponsesOf === write.table) throw new Error('connection reset');
    },
  };
  return backend;
}
