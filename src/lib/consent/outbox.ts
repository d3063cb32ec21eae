import type { ConsentDecision } from './actions.ts';
import { consentOutboxKey } from './keys.ts';
import { readStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { arrayOf, isRecord, isString } from '../plainChecks.ts';

/**
 * A consent write waiting for the backend. `id` is fixed when the write is created and travels
 * with every retry: the log row carries it as `client_event_id`, which the table stores once, and
 * the record is an upsert on `session_id`, so a write repeated after a lost response stores once.
 */
export type ConsentWrite =
  | { id: string; table: 'user_consent'; row: Record<string, unknown> & { session_id: string } }
  | { id: string; table: 'consent_log'; row: Record<string, unknown> & { client_event_id: string; session_id: string } };

function isConsentWrite(value: unknown): value is ConsentWrite {
  if (!isRecord(value) || !isString(value.id) || value.id === '' || !isRecord(value.row) || !isString(value.row.session_id)) return false;
  return value.table === 'user_consent' || (value.table === 'consent_log' && isString(value.row.client_event_id));
}

export interface ConsentOutboxDeps {
  /** localStorage, so unsent writes survive a reload or a closed tab. */
  store: KeyValueStore;
  /** Performs one write; rejects when the backend did not confirm it. */
  send: (write: ConsentWrite) => Promise<void>;
  /** UUIDs (`crypto.randomUUID`): the log's `client_event_id` column is a uuid. */
  randomId: () => string;
}

/**
 * The durable outbox for the two consent writes: persistence errors never reach the visitor, and
 * the choice is never lost. Writes go out oldest first and draining stops at the first failure, so
 * a newer record can never be overwritten by an older retry.
 */
export function createConsentOutbox({ store, send, randomId }: ConsentOutboxDeps) {
  let memory: ConsentWrite[] = [];
  let draining: Promise<void> | null = null;

  const read = (): ConsentWrite[] => readStored(store, consentOutboxKey, arrayOf(isConsentWrite)) ?? memory;
  const write = (writes: ConsentWrite[]): void => {
    memory = writes;
    writeStored(store, consentOutboxKey, writes);
  };

  function add({ record, logEntry }: ConsentDecision): void {
    const logId = randomId();
    // An unsent record of the same session is superseded by the newer choice; log entries all stay.
    const kept = read().filter((item) => item.table !== 'user_consent' || item.row.session_id !== record.session_id);
    write([
      ...kept,
      { id: randomId(), table: 'user_consent', row: { ...record } },
      { id: logId, table: 'consent_log', row: { client_event_id: logId, ...logEntry } },
    ]);
  }

  async function drainOnce(): Promise<void> {
    for (let next = read()[0]; next; next = read()[0]) {
      try {
        await send(next);
      } catch {
        return;
      }
      const sentId = next.id;
      write(read().filter((item) => item.id !== sentId));
    }
  }

  /** Sends what is waiting; never rejects. Concurrent calls share one pass. */
  function drain(): Promise<void> {
    draining ??= drainOnce().finally(() => {
      draining = null;
    });
    return draining;
  }

  return { add, drain, pending: read };
}

export type ConsentOutbox = ReturnType<typeof createConsentOutbox>;
