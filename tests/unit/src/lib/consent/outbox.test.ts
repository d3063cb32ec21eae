import { describe, expect, it } from 'vitest';
import { acceptAll, rejectAll } from '../../../../../src/lib/consent/actions.ts';
import { createConsentController } from '../../../../../src/lib/consent/consentController.ts';
import { createConsentOutbox, type ConsentWrite } from '../../../../../src/lib/consent/outbox.ts';
import { memoryStore, sequentialIds } from '../../../support/memoryStore.ts';

const visitor = { sessionId: 'session-0001', userId: null, userAgent: 'Test agent' };

/** A backend that fails while `down` is true and otherwise stores rows keyed as the real tables do. */
function fakeBackend() {
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

describe('consent outbox', () => {
  it('sends the record and the log entry, then forgets them', async () => {
    const backend = fakeBackend();
    const outbox = createConsentOutbox({ store: memoryStore(), send: backend.send, randomId: sequentialIds() });
    outbox.add(acceptAll(visitor));
    await outbox.drain();
    expect(backend.records.get('session-0001')).toMatchObject({ analytics_consent: true });
    expect([...backend.log.values()]).toEqual([expect.objectContaining({ action: 'accept_all', ip_address: null })]);
    expect(outbox.pending()).toEqual([]);
  });

  it('keeps failed writes across a reload and retries them with the same ids', async () => {
    const store = memoryStore();
    const backend = fakeBackend();
    backend.down = true;
    const first = createConsentOutbox({ store, send: backend.send, randomId: sequentialIds() });
    first.add(rejectAll(visitor));
    await first.drain();
    const idsBefore = first.pending().map((write) => write.id);
    expect(idsBefore).toHaveLength(2);

    backend.down = false;
    const afterReload = createConsentOutbox({ store, send: backend.send, randomId: sequentialIds('other') });
    await afterReload.drain();
    expect(backend.calls.slice(1).map((call) => call.id)).toEqual(idsBefore);
    expect(backend.records.get('session-0001')).toMatchObject({ analytics_consent: false });
    expect(afterReload.pending()).toEqual([]);
  });

  it('stores a log entry once when its first response was lost and it is sent again', async () => {
    const backend = fakeBackend();
    backend.loseResponsesOf = 'consent_log';
    const outbox = createConsentOutbox({ store: memoryStore(), send: backend.send, randomId: sequentialIds() });
    outbox.add(acceptAll(visitor));
    await outbox.drain();
    backend.loseResponsesOf = null;
    await outbox.drain();
    await outbox.drain();
    const logCalls = backend.calls.filter((call) => call.table === 'consent_log');
    expect(logCalls).toHaveLength(2);
    expect(logCalls[0]!.id).toBe(logCalls[1]!.id);
    expect(backend.records.size).toBe(1);
    expect(backend.log.size).toBe(1);
    expect(outbox.pending()).toEqual([]);
  });

  it('lets a newer choice replace an unsent record but keeps every log entry', async () => {
    const backend = fakeBackend();
    backend.down = true;
    const outbox = createConsentOutbox({ store: memoryStore(), send: backend.send, randomId: sequentialIds() });
    outbox.add(acceptAll(visitor));
    outbox.add(rejectAll(visitor));
    expect(outbox.pending().map((write) => write.table)).toEqual(['consent_log', 'user_consent', 'consent_log']);
    backend.down = false;
    await outbox.drain();
    expect(backend.records.get('session-0001')).toMatchObject({ analytics_consent: false });
    expect([...backend.log.values()].map((row) => (row as { action: string }).action)).toEqual(['accept_all', 'reject_all']);
  });

  it('still holds the writes in memory when storage is blocked', async () => {
    const backend = fakeBackend();
    backend.down = true;
    const outbox = createConsentOutbox({ store: memoryStore({}, true), send: backend.send, randomId: sequentialIds() });
    outbox.add(acceptAll(visitor));
    await outbox.drain();
    backend.down = false;
    await outbox.drain();
    expect(backend.records.size).toBe(1);
  });
});

describe('consent controller', () => {
  it('applies the choice in the browser even when the backend is down', async () => {
    let cookieHeader = '';
    const backend = fakeBackend();
    backend.down = true;
    const session = memoryStore();
    const outbox = createConsentOutbox({ store: memoryStore(), send: backend.send, randomId: sequentialIds() });
    const consent = createConsentController({
      cookies: { read: () => cookieHeader, write: (assignment) => void (cookieHeader = assignment.split(';')[0]!) },
      session,
      outbox,
      secure: true,
    });
    expect(consent.bannerVisible()).toBe(true);
    consent.apply(acceptAll(visitor));
    await consent.retryPending();
    expect(consent.current()).toEqual({ analytics: true, personalization: true, marketing: true });
    expect(consent.bannerVisible()).toBe(false);
    expect(outbox.pending()).toHaveLength(2);
  });

  it('keeps the choice for the page when cookies are blocked', () => {
    const consent = createConsentController({
      cookies: { read: () => '', write: () => { throw new Error('cookies disabled'); } },
      session: memoryStore(),
      outbox: createConsentOutbox({ store: memoryStore(), send: async () => {}, randomId: sequentialIds() }),
      secure: false,
    });
    consent.apply(rejectAll(visitor));
    expect(consent.current()).toEqual({ analytics: false, personalization: false, marketing: false });
    expect(consent.bannerVisible()).toBe(false);
  });
});
