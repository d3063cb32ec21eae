import { describe, expect, it } from 'vitest';
import { acceptAll, rejectAll } from '../../../../../src/lib/consent/actions.ts';
import { createConsentOutbox } from '../../../../../src/lib/consent/outbox.ts';
import { memoryStore, sequentialIds } from '../../../support/memoryStore.ts';
import { fakeBackend } from './support/fakeConsentBackend.ts';

const visitor = { sessionId: 'session-0001', userId: null, userAgent: 'Test agent' };

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
